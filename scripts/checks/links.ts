/**
 * Link and anchor check over the static export with linkinator: starts the project's own
 * static server on a free port, crawls from the English and Chinese entry pages (every page
 * is reachable through the drawer), and fails on any broken link or missing #fragment.
 * External URLs are not fetched (CI has no internet); every internal one is.
 */
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { LinkChecker, LinkState } from 'linkinator';
import pages from '@/data/pages';
import { LANGUAGES } from '@/src/config/site';
import { localizePath } from '@/src/i18n/paths';
import { flattenPages } from '@/src/navigation/tree';
import { createStaticServer } from '../serve';

const root = path.resolve(process.env.OUT_DIR ?? 'out');
const server = createStaticServer(root);
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address() as AddressInfo;
const origin = `http://127.0.0.1:${port}`;

const checker = new LinkChecker();
const result = await checker.check({
  // Linkinator recurses below each starting point: the root covers every page, /zh/x/ the Chinese ones.
  path: [`${origin}/`, `${origin}/zh/x/`, `${origin}/404.html`],
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
  // Keep error messages (such as a missing #fragment); HTTP failures are already in the status.
  const detail = link.failureDetails
    ?.filter((failure): failure is Error => failure instanceof Error)
    .map((failure) => failure.message)
    .join('; ');
  console.error(`BROKEN ${link.status ?? ''} ${link.url.replace(origin, '')}\n  on ${link.parent?.replace(origin, '') ?? '?'}${detail ? `\n  ${detail}` : ''}`);
}
const reached = new Set(checked.filter((link) => link.state === LinkState.OK).map((link) => link.url.replace(origin, '')));
const unreached = flattenPages(pages).flatMap((page) =>
  LANGUAGES.map((language) => localizePath(page.pathname, language)).filter((url) => !reached.has(url)),
);
for (const url of unreached) {
  console.error(`UNREACHED ${url}: no link on the site leads to this page`);
}
const pageCount = [...reached].filter((url) => url.endsWith('/')).length;
console.log(
  `Links: ${checked.length} internal URLs checked (${pageCount} pages crawled, fragments included), ${broken.length} broken, ${unreached.length} nav pages unreached, ${result.links.length - checked.length} external links not fetched.`,
);
process.exit(broken.length > 0 || unreached.length > 0 ? 1 : 0);
