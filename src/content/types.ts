import type { ComponentType } from 'react';
import type { MDXComponents } from 'mdx/types';

/** Front matter of a markdown page, validated at build time. */
export interface PageMeta {
  title: string;
  description: string;
  productId?: string;
  /** Components whose API pages the page links to. */
  components?: string[];
}

export interface TocEntry {
  id: string;
  text: string;
  children: TocEntry[];
}

/** What a compiled markdown module (`*.md`) exports. */
export interface MarkdownModule {
  default: ComponentType<{ components?: MDXComponents }>;
  meta: PageMeta;
  toc: TocEntry[];
  /** Path of the markdown file relative to the project root, e.g. `data/introduction/support/support.md`. */
  sourcePath: string;
}
