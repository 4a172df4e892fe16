/**
 * Link and anchor check over the static export with linkinator: starts the project's own
 * static server on a free port, crawls each language from its entry page (every page is
 * reachable through the drawer), and fails on any broken link or missing #fragment.
 * External URLs are not fetched (CI has no internet); every internal one is.
 */
import { spawn } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { LinkChecker, LinkState } from 'linkinator';
import pages from '@/data/pages';
import { LANGUAGES } from '@/src/config/site';
import { localizePath } from '@/src/i18n/paths';
import { flattenPages } from '@/src/navigation/tree';

const root = path.resolve(process.env.OUT_DIR ?? 'out');

/** A free local port (the OS picks it). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

// The server runs in its own process: parsing large pages in this one would otherwise stall
// it, and the crawl would report timeouts as broken links.
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
  env: { ...process.env, PORT: String(port), OUT_DIR: root },
  stdio: ['ignore', 'ignore', 'inherit'],
});
for (let attempt = 0; ; attempt += 1) {
  const ready = await fetch(`${origin}/x/introduction/`).then((response) => response.ok, () => false);
  if (ready) break;
  if (attempt === 100) {
    server.kill();
    throw new Error(`The static server for ${root} did not answer on ${origin}.`);
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
}

const options = {
  checkFragments: true,
  checkCss: true,
  concurrency: 16,
  timeout: 20_000,
  redirects: 'error',
  linksToSkip: async (link: string) => !link.startsWith(origin),
} as const;
// One run per language, each from its entry page. Linkinator shares one "already checked" cache
// between the starting points of a run but follows a link only below the starting point that
// found it: with `/` and `/zh/x/` in one run, an English page first met through a Chinese page's
// link was checked but never crawled, and which root got there first changed from run to run.
// The runs go one after the other, so the server is never asked for more than `concurrency`.
const links = [];
for (const language of LANGUAGES) {
  const run = await new LinkChecker().check({ ...options, path: [`${origin}${localizePath('/x/', language)}`], recurse: true });
  links.push(...run.links);
}
// The site root and the 404 pages are linked from nowhere: their links are checked, not followed.
const entries = await new LinkChecker().check({
  ...options,
  path: [`${origin}/`, ...LANGUAGES.map((language) => `${origin}${localizePath('/404.html', language)}`)],
  recurse: false,
});
links.push(...entries.links);
const result = { links };
server.kill();

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
