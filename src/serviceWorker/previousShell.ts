/**
 * What a new deploy's worker keeps of the previous deploys' shell when it activates. Pure
 * functions of URLs and HTML, shared by the worker (src/serviceWorker/worker/sw.ts) and its
 * unit tests.
 *
 * The precache holds the shell of one deploy (framework chunks, CSS, the build manifest). On
 * activation, Serwist deletes every precached file the new deploy does not list, yet the pages
 * the reader saved under the previous deploy still name those files: offline, such a page would
 * open without its JavaScript (no demos, a dead menu button). So the files a saved page names
 * move to a cache of their own instead, and leave it once no saved page names them.
 */

/** Every same-origin `/_next/static/` URL a page's HTML names (scripts, styles, fonts, its build manifest), absolute. */
export function staticUrlsIn(html: string, pageUrl: string): string[] {
  const origin = new URL(pageUrl).origin;
  const urls = new Set<string>();
  for (const match of html.matchAll(/(?:https?:\/\/[^/"'\s]+)?\/_next\/static\/[^"'\s<>()\\]+/g)) {
    const url = new URL(match[0].replace(/&amp;/g, '&'), origin);
    if (url.origin === origin) {
      urls.add(url.href);
    }
  }
  return [...urls];
}

export interface ShellCleanup {
  /** Previous deploys' precached files that a saved page names: moved to the previous-shell cache. */
  move: string[];
  /** Previous deploys' precached files nothing needs: deleted, as Serwist would. */
  deletePrecached: string[];
  /** Files of the previous-shell cache that no saved page names any more. */
  deleteKept: string[];
}

/**
 * @param precached the precache's keys (absolute URLs; revisioned ones carry `__WB_REVISION__`)
 * @param current the keys of the new deploy's precache list
 * @param kept the keys of the previous-shell cache
 * @param needed the `/_next/static/` URLs the saved pages name
 */
export function planShellCleanup(precached: readonly string[], current: ReadonlySet<string>, kept: readonly string[], needed: ReadonlySet<string>): ShellCleanup {
  const outdated = precached.filter((key) => !current.has(key));
  return {
    move: outdated.filter((key) => needed.has(key)),
    deletePrecached: outdated,
    deleteKept: kept.filter((key) => !needed.has(key)),
  };
}
