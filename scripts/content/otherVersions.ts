/**
 * Reads the spec's list of the other versions' routes (other-versions.md: a `## v6.20.5`
 * heading per site, then one `- /x/…/` line per route) into the menu's data
 * (data/other-versions.json, see src/navigation/otherVersions.ts). A line it cannot read is an
 * error naming the file and line.
 */
import { DOCS_VERSION, VERSIONS } from '@/src/config/site';
import type { OtherVersionSites } from '@/src/navigation/otherVersions';

const HEADING = /^## v(\d+)\.\d+\.\d+\s*$/;
const ROUTE = /^- (\/x\/(?:[a-z0-9-]+\/)*)\s*$/;

/** The versions menu's label of a major version: the one after the current is `next`. */
function menuLabel(major: number): string {
  const current = Number(DOCS_VERSION.split('.')[0]);
  return major === current + 1 ? 'next' : `v${major}`;
}

export function parseOtherVersions(text: string, file: string): OtherVersionSites {
  const sites: Record<string, { release: string; routes: string[] }> = {};
  let site: { release: string; routes: string[] } | null = null;
  const fail = (line: number, message: string): never => {
    throw new Error(`${file}:${line}: ${message}`);
  };
  text.split('\n').forEach((raw, index) => {
    const line = raw.trimEnd();
    const number = index + 1;
    const heading = HEADING.exec(line);
    if (heading) {
      const label = menuLabel(Number(heading[1]));
      if (!VERSIONS.some((version) => !version.current && version.text === label)) {
        fail(number, `"${line}" is no version of the versions menu (src/config/site.ts: ${VERSIONS.map((version) => version.text).join(', ')}).`);
      }
      if (sites[label]) {
        fail(number, `a second list for ${label}.`);
      }
      site = { release: line.slice(3).trim(), routes: [] };
      sites[label] = site;
      return;
    }
    if (line.startsWith('#')) {
      // The title, or a heading of another kind: the routes of a site end there.
      site = null;
      return;
    }
    if (line.startsWith('- ')) {
      const route = ROUTE.exec(line)?.[1];
      if (!site) {
        return fail(number, 'a route outside a "## v<major>.<minor>.<patch>" section.');
      }
      if (!route) {
        return fail(number, `"${line}" is not a route ("- /x/…/", lower case, with its trailing slash).`);
      }
      if (site.routes.includes(route)) {
        return fail(number, `${route} is listed twice.`);
      }
      site.routes.push(route);
    }
  });
  if (Object.keys(sites).length === 0) {
    fail(1, 'no "## v<major>.<minor>.<patch>" section with routes.');
  }
  return sites;
}
