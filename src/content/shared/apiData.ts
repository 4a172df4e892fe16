/**
 * The shape of the generated API reference (`npm run build -- --only api` writes it, the build reads it).
 * Shared by the generator (scripts/api) and the build-time renderers (scripts/compiler/api),
 * so neither imports the other.
 */
import type { ApiEntry } from '@/data/api/components';
import type { Plan } from '@/src/config/plans';

/** Written by scripts/api/generate.ts; not committed (regenerated when a package changes). */
export const API_DATA_FILE = '.api/api-reference.json';
/** Which prose pages use each entry; rebuilt on every `npm run build -- --only api` (cheap, follows the content). */
export const API_USAGE_FILE = '.api/api-usage.json';

/** A parameter or return value of a function-typed member, as its JSDoc describes it. */
export interface ApiParam {
  name: string;
  /** The parameter's type as declared (empty when unknown). */
  type: string;
  descriptionHtml: string;
}

export interface ApiSignature {
  /** `(params: GridRowParams, event: MuiEvent) => void`, formatted over several lines when long. */
  text: string;
  params: ApiParam[];
  /** The `@returns` text. */
  returnsHtml?: string;
  returnType: string;
}

/** A prop of a component, or a property or method of an interface. */
export interface ApiMember {
  name: string;
  /** The type on one line, as declared (imports stripped). */
  type: string;
  /** The same type formatted over several lines, when it is too long for one. */
  typeFormatted?: string;
  /** The JSDoc `@default`, as written. */
  default?: string;
  descriptionHtml: string;
  required: boolean;
  /** Present when deprecated: the `@deprecated` message ('' without one). */
  deprecatedHtml?: string;
  /** Only in the Pro or Premium variant of this component or interface. */
  plan?: Plan;
  /** Function-typed members: the signature with its documented parameters. */
  signature?: ApiSignature;
  /** The interface that declares the member (GridApi's methods are grouped by it). */
  group?: string;
}

export interface ApiSlot {
  name: string;
  /** The JSDoc `@default`: the component used when the slot is not replaced. */
  defaultComponent?: string;
  descriptionHtml: string;
  plan?: Plan;
}

export interface ApiCssClass {
  /** The key in the classes object (`root`, `cell--editing`). */
  key: string;
  /** The global class name the component puts on the element (`MuiDataGrid-root`, `Mui-selected`). */
  className: string;
  descriptionHtml: string;
  plan?: Plan;
}

/** A selector exported by the package for the state an API interface manages. */
export interface ApiSelector {
  name: string;
  /** What it returns (`GridSortModel`). */
  returns: string;
  descriptionHtml: string;
}

/** A group of members declared together (one sub-interface of GridApi, e.g. `GridSortApi`). */
export interface ApiGroup {
  name: string;
  plan?: Plan;
  selectors: ApiSelector[];
}

/** Another component whose props this one passes through. */
export interface ApiInheritance {
  /** The component, e.g. `ResponsiveChartContainer` or `TextField`. */
  component: string;
  packageName: string;
  /** The props interface that declares them. */
  via: string;
  /** How many of the listed props come from it (0 when they are not listed here). */
  count: number;
}

/** Where the declarations were read from, when not from the installed package. */
export interface ApiVendoredSource {
  packageName: string;
  version: string;
  /** The version the rest of the reference documents. */
  wantedVersion: string;
  reason: string;
}

export interface ApiPageData extends ApiEntry {
  /** The package that declares it. */
  packageName: string;
  version: string;
  vendored?: ApiVendoredSource;
  /** The name it is exported under, when not `name` (`Unstable_PickersSectionList`). */
  exportName: string;
  /** Every module that exports it: subpaths first, then package roots, from the lowest plan up. */
  imports: string[];
  /** The JSDoc of the declaration itself (without the Demos / API link lists). */
  descriptionHtml: string;
  /** A union type alias is documented by its first member; this is the alias as declared. */
  declaration?: string;
  /** Props (components) or properties and methods (interfaces), sorted by name. */
  members: ApiMember[];
  slots: ApiSlot[];
  classes: ApiCssClass[];
  /** The declaring interfaces of the members, for interfaces documented by group (GridApi). */
  groups: ApiGroup[];
  inherits: ApiInheritance[];
  /** Deprecated as a whole: the `@deprecated` message. */
  deprecatedHtml?: string;
}

/** One event of the Data Grid's events catalog (`GridEventLookup` with the Pro and Premium additions). */
export interface ApiEvent {
  name: string;
  /** The type of `params`, the listener's first argument (absent when the event has none). */
  params?: string;
  /** The type of the DOM event passed second, when there is one. */
  event?: string;
  /** Only fired by the Pro or Premium grid (declared by that package). */
  plan?: Plan;
  descriptionHtml: string;
}

/** One selector of the Data Grid's selectors catalog. */
export interface ApiCatalogSelector {
  name: string;
  /** What it returns (`GridSortModel`). */
  returns: string;
  /** What it is called with: the API object's ref (memoized selectors), or the state object. */
  argument: 'apiRef' | 'state';
  /** Only exported by the Pro or Premium package. */
  plan?: Plan;
  /** The feature folder that declares it (`sorting`, `rowSelection`), or `core`. */
  feature: string;
  descriptionHtml: string;
  deprecatedHtml?: string;
}

/** The generated lists that are not one entry's page: `/x/api/data-grid/events` and `/selectors`. */
export interface ApiCatalogs {
  events: ApiEvent[];
  selectors: ApiCatalogSelector[];
}

export interface ApiData {
  /** Package versions, entry list and generator fingerprint the data was made from. */
  key: string;
  pages: ApiPageData[];
  catalogs: ApiCatalogs;
}

/** The prose pages that use each entry (in nav order), by entry name. */
export type ApiUsage = Record<string, { pathname: string; title: string }[]>;
