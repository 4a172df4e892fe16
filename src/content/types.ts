import type { ComponentType } from 'react';
import type { MDXComponents } from 'mdx/types';
import type { Language } from '@/src/config/site';
import type { LanguagePack } from '@/src/i18n/languagePacks';
import type { PageMeta } from './frontMatter';
import type { IslandInstance } from './islands/definitions';

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
  /** Interactive components embedded in the page, in order. */
  islands: IslandInstance[];
}

/** The props of a docs page: everything is computed at build time, the content as HTML. */
export interface MarkdownPageProps {
  /** The page's pathname in the nav tree, e.g. `/x/react-data-grid/sorting`. */
  pathname: string;
  language: Language;
  /** False when a Chinese route shows the English text (no translation yet). */
  translated: boolean;
  meta: PageMeta;
  toc: TocEntry[];
  sourcePath: string;
  html: string;
  islands: IslandInstance[];
  /** Interface strings of a language other than English (null in English). */
  languagePack: LanguagePack | null;
}
