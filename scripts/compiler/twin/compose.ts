import type { Language } from '@/src/config/site';
import { formatDay } from '@/src/i18n/dates';
import { interpolate } from '@/src/i18n/translate';
import { twinString } from './strings';

/** A markdown twin's text, put together from its parts. */
export interface TwinParts {
  title: string;
  description: string;
  /** A note under the description (the untranslated notice of a Chinese route), if any. */
  notice?: string;
  body: string;
  /** Appended after the body (the API links of the page), if any. */
  appendix?: string;
}

/** A twin's text: `# Title`, the description, the notice as a blockquote, the body. */
export function composeTwin({ title, description, notice, body, appendix }: TwinParts): string {
  const blocks = [`# ${title}`, description, notice ? `> ${notice}` : '', body, appendix ?? ''];
  return `${blocks.filter((block) => block.trim() !== '').join('\n\n')}\n`;
}

/**
 * A guide page's twin as written into the export: its text, then "Last updated on <date>" in the
 * page's language, as the page ends. The record keeps the twin without it: the date comes from
 * git and changes without the page being compiled again (scripts/compiler/build.ts). A date that
 * is unknown (null) or unreadable adds nothing.
 */
export function datedTwin(twin: string, language: Language, lastModified: string | null): string {
  const day = lastModified === null ? null : formatDay(lastModified, language);
  return day === null ? twin : `${twin.trimEnd()}\n\n_${interpolate(twinString(language, 'lastUpdated'), { date: day })}_\n`;
}
