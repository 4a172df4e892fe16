/**
 * The llms.txt files (the llms.txt convention for language models): an H1 with the site's name,
 * a blockquote summary, a short paragraph, then one `## Section` per top-level group of the nav
 * listing each of its pages as `- [Title](twin URL): description`, in nav order.
 */
import { isExternal } from '@/src/navigation/tree';
import type { NavEntry } from '@/src/navigation/types';

export interface LlmsPage {
  /** The page's nav pathname (`/x/react-data-grid/sorting`). */
  pathname: string;
  title: string;
  description: string;
  /** The twin's absolute URL. */
  url: string;
}

export interface LlmsSection {
  title: string;
  pages: LlmsPage[];
}

/**
 * The sections of llms.txt: each top-level group of the nav tree with its pages (nested groups
 * and API pages included, depth first, in drawer order). Top-level links to other sites are
 * left out; `describe` gives a page's title, description and twin URL.
 */
export function llmsSections(tree: readonly NavEntry[], describe: (pathname: string) => LlmsPage): LlmsSection[] {
  const pagesOf = (entries: readonly NavEntry[]): LlmsPage[] =>
    entries.flatMap((entry) => (entry.children ? pagesOf(entry.children) : isExternal(entry) ? [] : [describe(entry.pathname)]));
  return tree
    .filter((entry) => entry.children !== undefined)
    .map((group) => ({ title: group.title ?? group.subheader ?? '', pages: pagesOf(group.children ?? []) }))
    .filter((section) => section.pages.length > 0);
}

/** One line of a list: the description after a colon, on one line. */
function entryLine(page: LlmsPage): string {
  const title = page.title.replace(/([[\]\\])/g, '\\$1');
  const description = page.description.replace(/\s+/g, ' ').trim();
  return `- [${title}](${page.url})${description ? `: ${description}` : ''}`;
}

export interface LlmsTxtInput {
  name: string;
  summary: string;
  /** Paragraphs between the summary and the sections. */
  details: string[];
  sections: LlmsSection[];
}

export function llmsTxt({ name, summary, details, sections }: LlmsTxtInput): string {
  const blocks = [
    `# ${name}`,
    `> ${summary.replace(/\s+/g, ' ').trim()}`,
    ...details,
    ...sections.map((section) => `## ${section.title}\n\n${section.pages.map(entryLine).join('\n')}`),
  ];
  return `${blocks.join('\n\n')}\n`;
}

/** Every twin in one file, in nav order, each introduced by a comment naming its URL. */
export function llmsFull(twins: readonly { url: string; markdown: string }[]): string {
  return twins.map((twin) => `<!-- Source: ${twin.url} -->\n\n${twin.markdown.trim()}\n`).join('\n---\n\n');
}
