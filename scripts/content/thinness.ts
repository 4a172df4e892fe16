import { MIN_DEMOS, MIN_WORDS } from '@/src/config/constants';
import type { PageStats } from '@/src/content/record';

/**
 * Pages that cannot have live demos, and why. Empty since every documented package installs:
 * the Pro charts and tree view pages run @mui/x-charts-pro 7.23.2 and @mui/x-tree-view-pro 7.22.1,
 * the newest published on the registry these machines use.
 */
export const DEMO_EXCEPTIONS: Readonly<Record<string, string>> = {};

/** Indexes, guides, the theme builder and FAQs rather than features: prose, no demo needed. */
const PROSE_ONLY = /^\/x\/(introduction|migration|api|common-concepts)(\/|$)|\/faq$/;

export interface PageRules {
  pathname: string;
  planned: boolean;
  /** Live demos on the published 7.23.6 page (published-topics.json); absent when it lists none. */
  publishedDemos?: number;
  /** The front matter's `fewerDemos`: why this page shows fewer demos than the published one. */
  fewerDemos?: string;
}

/** Why a page is too thin to publish (empty when it is fine). */
export function thinness(stats: PageStats, rules: PageRules): string[] {
  if (rules.planned) return [];
  const problems: string[] = [];
  if (stats.words < MIN_WORDS) problems.push(`under ${MIN_WORDS} words`);
  const needsDemos = !PROSE_ONLY.test(rules.pathname) && !(rules.pathname in DEMO_EXCEPTIONS);
  if (needsDemos && stats.demos < MIN_DEMOS) problems.push(`${stats.demos} of ${MIN_DEMOS} demos`);
  const published = rules.publishedDemos ?? 0;
  if (stats.demos < published && !rules.fewerDemos) {
    problems.push(`${stats.demos} of the published page's ${published} demos (say why in "fewerDemos")`);
  }
  return problems;
}

/**
 * The pages of the published navigation (`published-nav.json`, from full-nav.md) that have no
 * entry in our navigation, in the published order. Trailing slashes do not count.
 */
export function missingNavPages(published: readonly string[], ours: Iterable<string>): string[] {
  const trim = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
  const have = new Set([...ours].map(trim));
  return published.filter((pathname) => !have.has(trim(pathname)));
}
