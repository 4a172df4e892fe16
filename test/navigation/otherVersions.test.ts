import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import otherVersions from '@/data/other-versions.json';
import pages from '@/data/pages';
import { parseOtherVersions } from '@/scripts/content/otherVersions';
import { findActivePage, pageToTitle } from '@/src/navigation/tree';
import { routeOnVersion, versionRoutes } from '@/src/navigation/otherVersions';

/** The routes of each other version as the menu reads them: data/other-versions.json. */
const SITES = otherVersions.sites;

/** A page of the site's nav, as the build hands it to the mapping (its pathname and nav title). */
function navPage(pathname: string): { pathname: string; title: string } {
  const active = findActivePage(pages, pathname);
  if (!active) throw new Error(`${pathname} is not in data/pages.ts`);
  return { pathname: active.page.pathname, title: pageToTitle(active.page) };
}

describe('the versions menu keeps the page (data/other-versions.json)', () => {
  it.each([
    // On both sites under the same path.
    ['/x/react-data-grid/sorting', { next: '/x/react-data-grid/sorting/', v6: '/x/react-data-grid/sorting/' }],
    ['/x/api/data-grid/data-grid-pro', { next: '/x/api/data-grid/data-grid-pro/', v6: '/x/api/data-grid/data-grid-pro/' }],
    // Renamed on v6 (`heat-map`, `tree-map`), same path on next: found by its title.
    ['/x/react-charts/heatmap', { next: '/x/react-charts/heatmap/', v6: '/x/react-charts/heat-map/' }],
    ['/x/react-charts/treemap', { next: '/x/react-charts/treemap/', v6: '/x/react-charts/tree-map/' }],
    // Only here: neither site has it, under any name (the menu leads to their roots).
    ['/x/react-data-grid/faq', { next: null, v6: null }],
    ['/x/common-concepts/theming', { next: null, v6: null }],
    // New in v7: next has it, v6 does not.
    ['/x/react-tree-view/rich-tree-view/items', { next: '/x/react-tree-view/rich-tree-view/items/', v6: null }],
  ])('%s', (pathname, expected) => {
    expect(versionRoutes(navPage(pathname), SITES)).toEqual(expected);
  });

  it('gives every other version no route for a page outside the nav (the 404)', () => {
    expect(versionRoutes(null, SITES)).toEqual({ next: null, v6: null });
  });
});

describe('routeOnVersion', () => {
  const routes = new Set(['/x/react-charts/heat-map/', '/x/react-charts/bars/', '/x/react-foo/a-b/', '/x/react-foo/ab/', '/x/other/items/']);
  it.each([
    ['the same path', { pathname: '/x/react-charts/bars', title: 'Bar charts' }, '/x/react-charts/bars/'],
    ['a trailing slash on the page', { pathname: '/x/react-charts/bars/', title: 'Bars' }, '/x/react-charts/bars/'],
    ['a renamed page, by its title', { pathname: '/x/react-charts/density', title: 'Heat map' }, '/x/react-charts/heat-map/'],
    ['a renamed page, by its own name', { pathname: '/x/react-charts/heatmap', title: 'Density' }, '/x/react-charts/heat-map/'],
    ['a title that names a page of another folder', { pathname: '/x/react-charts/items', title: 'Items' }, null],
    ['two pages that match (no guess)', { pathname: '/x/react-foo/abc', title: 'AB' }, null],
    ['nothing alike', { pathname: '/x/react-charts/gauge', title: 'Gauge' }, null],
  ])('%s', (_, page, expected) => {
    expect(routeOnVersion(page, routes)).toBe(expected);
  });
});

describe('parseOtherVersions', () => {
  it('reads the spec into data/other-versions.json, which is not edited by hand', () => {
    const file = path.join(__dirname, '../fixtures/navigation/other-versions.md');
    expect(parseOtherVersions(readFileSync(file, 'utf8'), file)).toEqual(SITES);
  });

  it('labels each list with the menu entry of its major version', () => {
    const sites = parseOtherVersions('# Pages\n\n## v8.1.0\n\n- /x/a/\n\n## v6.0.1\n- /x/b/c/\n', 'spec.md');
    expect(sites).toEqual({ next: { release: 'v8.1.0', routes: ['/x/a/'] }, v6: { release: 'v6.0.1', routes: ['/x/b/c/'] } });
  });

  it.each([
    ['## v6.0.0\n- /x/a\n', 'spec.md:2: "- /x/a" is not a route'],
    ['## v6.0.0\n- /x/a/\n- /x/a/\n', 'spec.md:3: /x/a/ is listed twice.'],
    ['- /x/a/\n', 'spec.md:1: a route outside'],
    ['## v3.0.0\n- /x/a/\n', 'spec.md:1: "## v3.0.0" is no version of the versions menu'],
    ['## v6.0.0\n- /x/a/\n## v6.1.0\n', 'spec.md:3: a second list for v6.'],
    ['# Nothing here\n', 'spec.md:1: no "## v<major>.<minor>.<patch>" section'],
  ])('names the file and line of a bad list: %j', (text, message) => {
    expect(() => parseOtherVersions(text, 'spec.md')).toThrow(message);
  });
});
