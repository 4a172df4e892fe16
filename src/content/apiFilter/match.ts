/**
 * What the API member filter matches: a member's text (name, type, default, description and
 * marks, as the row shows them) against the words of the query. Pure, so it is table-tested
 * (test/content/apiFilter.test.ts).
 */
import { API_FILTER } from '@/src/config/apiFilter';

/**
 * Text as the filter compares it: compatibility forms folded (full-width `ｒｏｗ` typed with a
 * Chinese input method is `row`), lower case, white space collapsed.
 */
export function normalizeFilterText(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * The words of a query, each once, in the order typed: white space separates them, nothing else
 * is special (`(`, `*` and `.` are matched as they are). A query longer than `maxLength`
 * characters is cut there first. No word: the filter is off.
 */
export function filterWords(query: string, maxLength: number = API_FILTER.maxQueryLength): string[] {
  const text = normalizeFilterText(query.slice(0, maxLength));
  return text ? [...new Set(text.split(' '))] : [];
}

/** True when every word occurs in the (normalized) text, in any order; always true without words. */
export function matchesFilter(words: readonly string[], normalizedText: string): boolean {
  return words.every((word) => normalizedText.includes(word));
}
