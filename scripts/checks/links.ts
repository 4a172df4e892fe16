/**
 * Link and anchor check over the static export with linkinator: starts the project's own
 * static server on a free port, crawls from the English and Chinese entry pages (every page
 * is reachable through the drawer), and fails on any broken link or missing #fragment.
 * External URLs are not fetched (CI has no internet); every internal one is.
 */
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { LinkChecker, LinkState } from 'linkinator';
import { createStaticServer } from '../serve';

const root = path.resolve(process.env.OUT_DIR ?? 'out');
const server = createStaticServer(root);
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address() as AddressInfo;
const origin = `http://127.0.0.1:${port}`;

const checker = new LinkChecker();
const result = await checker.check({
  path: [`${origin}/x/introduction/`, `${origin}/zh/x/introduction/`, `${origin}/404.html`],
  recurse: true,
  checkFragments: true,
  checkCss: true,
  concurrency: 16,
  timeout: 20_000,
  redirects: 'error',
  linksToSkip: async (link) => !link.startsWith(origin),
});
server.close();

const checked = result.links.filter((link) => link.state !== LinkState.SKIPPED);
const broken = result.links.filter((link) => link.state === LinkState.BROKEN);
for (const link of broken) {
  const detail = link.failureDetails?.map((failure) => (failure instanceof Error ? failure.message : JSON.stringify(failure))).join('; ');
  console.error(`BROKEN ${link.status ?? ''} ${link.url.replace(origin, '')}\n  on ${link.parent?.replace(origin, '') ?? '?'}${detail ? `\n  ${detail}` : ''}`);
}
const pages = new Set(checked.map((link) => link.parent).filter(Boolean));
console.log(`Links: ${checked.length} checked on ${pages.size} pages, ${broken.length} broken, ${result.links.length - checked.length} external skipped.`);
process.exit(broken.length > 0 ? 1 : 0);
