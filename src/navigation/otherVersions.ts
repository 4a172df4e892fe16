/**
 * The versions menu keeps the page: where the page being read lives on another version's site
 * (v6, next). The routes of each site come from data/other-versions.json (made from the spec's
 * other-versions.md by scripts/other-versions.ts); the mapping runs at build time, and each page
 * carries only its own answer in its data.
 */

/** The routes of one other version's site, as its docs list them (`/x/react-data-grid/sorting/`). */
export interface OtherVersionSite {
  /** The release the routes were read from (`v6.20.5`). */
  release: string;
  routes: readonly string[];
}

/** The menu's label of a version (`next`, `v6`) → its site's routes. */
export type OtherVersionSites = Readonly<Record<string, OtherVersionSite>>;

/** Letters and digits only, lower case: `Heat map`, `heat-map` and `heatmap` are one name. */
function nameKey(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, '');
}

function parentOf(route: string): string {
  return route.replace(/[^/]+\/$/, '');
}

function lastSegmentOf(route: string): string {
  return /([^/]+)\/$/.exec(route)?.[1] ?? '';
}

/**
 * The route of the page on the site whose `routes` are given, or null when it has none:
 *
 * 1. the same path (`/x/react-data-grid/sorting` → `/x/react-data-grid/sorting/`);
 * 2. else a renamed page: the one route in the same folder whose last segment names the page's
 *    title, or its own last segment, letters and digits alike (`/x/react-charts/heatmap`, title
 *    "Heatmap" → v6's `/x/react-charts/heat-map/`); two candidates are no answer.
 */
export function routeOnVersion(page: { pathname: string; title: string }, routes: ReadonlySet<string>): string | null {
  const route = `${page.pathname.replace(/\/+$/, '')}/`;
  if (routes.has(route)) {
    return route;
  }
  const parent = parentOf(route);
  const names = new Set([nameKey(page.title), nameKey(lastSegmentOf(route))].filter(Boolean));
  const candidates = [...routes].filter((other) => parentOf(other) === parent && names.has(nameKey(lastSegmentOf(other))));
  return candidates.length === 1 ? (candidates[0] ?? null) : null;
}

/** For each other version, the page's route there, or null (the menu then leads to that site's root). */
export function versionRoutes(page: { pathname: string; title: string } | null, sites: OtherVersionSites): Record<string, string | null> {
  const result: Record<string, string | null> = {};
  for (const [version, site] of Object.entries(sites)) {
    result[version] = page === null ? null : routeOnVersion(page, new Set(site.routes));
  }
  return result;
}
