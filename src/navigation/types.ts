import type { Plan } from '@/src/config/plans';

export type { Plan };

/** What an entry can be marked with in the drawer and in its page's header. */
interface Markers {
  /** The entry needs the Pro or Premium plan. */
  plan?: Plan;
  /** A feature on the roadmap: "Planned" chip. */
  planned?: boolean;
  /** An unstable API: "Preview" chip. */
  unstable?: boolean;
  /** Recently added: "New" chip. */
  newFeature?: boolean;
}

/** A page of this site: `pathname` has no trailing slash and no language prefix. */
export interface NavPageEntry extends Markers {
  pathname: `/x${string}`;
  /** The drawer label (the page's h1 comes from its markdown). */
  title: string;
  children?: never;
  subheader?: never;
  pruned?: never;
}

/** A link to another site, opened in a new tab (first entry: "What's new"). */
export interface NavExternalEntry {
  pathname: `https://${string}`;
  title: string;
  children?: never;
  subheader?: never;
  pruned?: never;
  plan?: never;
  planned?: never;
  unstable?: never;
  newFeature?: never;
}

/** A heading in the drawer that opens and closes: not a page. */
export interface NavGroupEntry extends Markers {
  /** An id unique in the tree (by convention `…-group` or a path-like name). */
  pathname: string;
  title: string;
  children: readonly NavEntry[];
  subheader?: never;
  /**
   * Set only in page data, on a group the page's drawer shows closed: its children were left
   * out but for the group's first page (see `pruneTree`), and the browser loads the whole
   * tree when the group is opened.
   */
  pruned?: true;
}

/** A small label between entries, followed by its children: not a page. */
export interface NavSubheaderEntry {
  pathname: string;
  subheader: string;
  children: readonly NavEntry[];
  pruned?: never;
  title?: never;
  plan?: never;
  planned?: never;
  unstable?: never;
  newFeature?: never;
}

/** One entry of the navigation tree; the shape says what it is, so invalid trees do not type-check. */
export type NavEntry = NavPageEntry | NavExternalEntry | NavGroupEntry | NavSubheaderEntry;

/** The pages before and after a page, in drawer order (null at either end and outside the tree). */
export interface NavNeighbours {
  prev: NavEntry | null;
  next: NavEntry | null;
}
