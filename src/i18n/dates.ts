import { LANGUAGE_TAGS, type Language } from '@/src/config/site';

/** The ISO day (`2026-11-27`) of a date string, in UTC; null for anything that is not a date. */
export function isoDay(date: string): string | null {
  const time = Date.parse(date);
  return Number.isNaN(time) ? null : new Date(time).toISOString().slice(0, 10);
}

/**
 * A day as a reader of `language` writes it (`November 27, 2026`, `2026年11月27日`), read in
 * UTC so that the server's rendering and the browser's agree whatever their time zones; null
 * for anything that is not a date.
 */
export function formatDay(date: string, language: Language): string | null {
  const time = Date.parse(date);
  if (Number.isNaN(time)) {
    return null;
  }
  return new Intl.DateTimeFormat(LANGUAGE_TAGS[language], { dateStyle: 'long', timeZone: 'UTC' }).format(time);
}

/** A day a page last changed: ISO (`2026-11-27`) for `<time datetime>`, and as the reader's language writes it. */
export interface LastUpdatedDay {
  day: string;
  text: string;
}

/** A page's last change as its "Last updated" line shows it (build time); null when unknown or unreadable. */
export function lastUpdatedDay(date: string | null, language: Language): LastUpdatedDay | null {
  const day = date === null ? null : isoDay(date);
  const text = date === null ? null : formatDay(date, language);
  return day === null || text === null ? null : { day, text };
}
