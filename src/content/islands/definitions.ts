/**
 * Interactive pieces a markdown page can embed with a leaf directive, e.g. `::theme-builder`
 * or `::locale-demo{product="data-grid"}`. The build turns each into a placeholder of this
 * height (so nothing shifts when it loads) and the browser renders the component into it.
 */
export const ISLANDS = {
  // Measured in Chromium: about 5240 px at 390 px wide, 3990 px from the md breakpoint up.
  'theme-builder': { minHeight: { xs: 5240, md: 3990 }, attributes: [] },
  'locale-demo': { minHeight: { xs: 520, md: 520 }, attributes: ['product'] },
} as const satisfies Record<string, { minHeight: { xs: number; md: number }; attributes: readonly string[] }>;

export type IslandName = keyof typeof ISLANDS;

export interface IslandInstance {
  /** The placeholder element's id in the page. */
  id: string;
  name: IslandName;
  props: Record<string, string>;
}

export function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(ISLANDS, name);
}
