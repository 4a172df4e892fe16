import type { ComponentType } from 'react';
import type { StylingVariant } from '@/src/preferences/values';

/**
 * Interactive pieces a markdown page can embed with a leaf directive, e.g. `::theme-builder`
 * or `::locale-demo{product="data-grid"}`. The build turns each into a placeholder of this
 * height (so nothing shifts when it loads) and the browser renders the component into it.
 */
export const ISLANDS = {
  // Measured in Chromium: about 5240 px at 390 px wide, 3990 px from the md breakpoint up.
  'theme-builder': { minHeight: { xs: 5240, md: 3990 }, attributes: [] },
  'locale-demo': { minHeight: { xs: 520, md: 520 }, attributes: ['product'] },
  // A live demo (`::demo{file="BasicGrid.tsx" height="360"}`); the build reserves its own height.
  demo: { minHeight: { xs: 460, md: 460 }, attributes: ['file', 'height'] },
} as const satisfies Record<string, { minHeight: { xs: number; md: number }; attributes: readonly string[] }>;

export type IslandName = keyof typeof ISLANDS;

/** One version of a demo's source: TypeScript and the generated JavaScript, highlighted. */
export interface DemoSource {
  tsSource: string;
  jsSource: string;
  tsHtml: string;
  jsHtml: string;
}

/** What the compiler records of a demo (in the page record): every source, highlighted. */
export interface DemoRecord extends DemoSource {
  /** The demo's path under data/ without extension, e.g. `data-grid/sorting/BasicSorting`. */
  demo: string;
  /** The file name readers see, e.g. `BasicSorting`. */
  name: string;
  height: number;
  /** The same demo styled another way (`Name.css.tsx`, `Name.tailwind.tsx`), if any. */
  variants: Partial<Record<StylingVariant, DemoSource>>;
  /** The packages its TypeScript source imports (for values), in order. */
  imports: string[];
}

/**
 * What a page's data carries of a demo: no source. The TypeScript source is in the page's HTML
 * (the code under the demo, highlighted); every other version is a file of its own, fetched when
 * a reader chooses it.
 */
export interface DemoData {
  demo: string;
  name: string;
  height: number;
  /** Lines of the TypeScript source (the collapsed code panel's height depends on it). */
  lines: number;
  imports: string[];
  /** URLs of the other versions: the JavaScript one, and each styling variant (TS and JS). */
  files: DemoFiles;
}

export interface DemoFiles {
  js: string;
  /**
   * A long demo's TypeScript source highlighted whole: the page's HTML colours only the lines the
   * collapsed panel shows (DEMO_PREVIEW_LINES); fetched when the reader expands it. Absent for a
   * short demo, whose HTML is whole.
   */
  ts?: string;
  variants: Partial<Record<StylingVariant, string>>;
}

/** The TypeScript version of a long demo, highlighted whole, as its file holds it. */
export interface DemoTsFile {
  tsSource: string;
  tsHtml: string;
}

/** The JavaScript version of a demo, as its file holds it. */
export interface DemoJsFile {
  jsSource: string;
  jsHtml: string;
}

/** An interactive piece of a page, as the compiler records it (a demo with all its sources). */
export interface RecordIsland {
  /** The placeholder element's id in the page. */
  id: string;
  name: IslandName;
  props: Record<string, string>;
  demo?: DemoRecord;
}

/** An interactive piece of a page, as the page's data carries it. */
export interface IslandInstance {
  /** The placeholder element's id in the page. */
  id: string;
  name: IslandName;
  props: Record<string, string>;
  demo?: DemoData;
}

/**
 * What an island component receives: its directive's attributes, a demo's data, and the markup
 * the server put in its placeholder (a demo's highlighted TypeScript source), which it takes over.
 */
export interface IslandProps {
  props: Readonly<Record<string, string>>;
  demo?: DemoData;
  markup?: string | null;
}

export type IslandComponent = ComponentType<IslandProps>;

export function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(ISLANDS, name);
}
