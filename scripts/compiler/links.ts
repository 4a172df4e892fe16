import type { Link, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { Language } from '@/src/config/site';
import { localizePath } from '@/src/i18n/paths';

/** `sorting-zh.md` is the Chinese translation of `sorting.md`. */
export function languageOfMarkdownFile(path: string): Language {
  return /-zh\.mdx?$/.test(path) ? 'zh' : 'en';
}

/**
 * Internal links (`/x/...`) get their trailing slash and, in a Chinese file, the `/zh`
 * prefix, so that a reader of a translated page stays in Chinese.
 */
export function localizeLinks(tree: Root, language: Language): void {
  visit(tree, 'link', (link: Link) => {
    link.url = localizePath(link.url, language);
  });
}
