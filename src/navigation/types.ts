export type Plan = 'pro' | 'premium';

/**
 * One entry of the navigation tree.
 *
 * - An entry with `children` is a group: a heading in the drawer, not a page.
 * - An entry with `subheader` (and `children`) is a small label followed by its children.
 * - Any other entry is a page; `pathname` has no trailing slash and no language prefix.
 *   A `pathname` starting with `http` is an external link.
 */
export interface NavPage {
  pathname: string;
  title?: string;
  subheader?: string;
  children?: readonly NavPage[];
  plan?: Plan;
  planned?: boolean;
  unstable?: boolean;
  newFeature?: boolean;
}
