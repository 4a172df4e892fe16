import type { Element, Root, RootContent } from 'hast';
import { API_ENTRIES, apiPathname } from '@/data/api/components';
import type { Language } from '@/src/config/site';
import { localizePath } from '@/src/i18n/paths';

const API_PATHS = new Map(API_ENTRIES.map((entry) => [entry.name, apiPathname(entry)]));

/** Elements whose inline code stays as it is: links, code blocks and headings. */
const SKIPPED = new Set(['a', 'pre', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/**
 * Inline code in prose that names a documented component or interface (`DataGridPro`,
 * `GridColDef`) becomes a link to its API page. Code blocks, existing links and headings are
 * left alone.
 */
export function linkApiNames(tree: Root, language: Language): void {
  const walk = (children: RootContent[]) => {
    children.forEach((child, index) => {
      if (child.type !== 'element' || SKIPPED.has(child.tagName)) {
        return;
      }
      const text = child.tagName === 'code' && child.children.length === 1 && child.children[0]?.type === 'text' ? child.children[0].value : undefined;
      const pathname = text === undefined ? undefined : API_PATHS.get(text);
      if (pathname) {
        const link: Element = {
          type: 'element',
          tagName: 'a',
          properties: { href: localizePath(pathname, language), className: ['api-link'] },
          children: [child],
        };
        children[index] = link;
        return;
      }
      walk(child.children);
    });
  };
  walk(tree.children);
}
