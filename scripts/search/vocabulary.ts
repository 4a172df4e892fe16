/**
 * The search's vocabulary: the words of the index a misspelt query word may be corrected to
 * (src/search/typos.ts), one a line, most useful first, written beside Pagefind's bundle. A
 * word is worth more the more often it is found and the more it is found in names: page
 * titles, headings, API member names, descriptions; identifiers count whole
 * (`daterangepicker`) and by their humps (`date`, `range`, `picker`).
 */
import type { LanguageRecord } from '@/src/content/record';
import { SEARCH } from '@/src/config/constants';
import { isCorrectableWord } from '@/src/search/typos';

/** What one occurrence of a word is worth, by where it is found. */
export const VOCABULARY_WEIGHTS = { pageTitle: 8, sectionTitle: 4, description: 2, text: 1 } as const;

/**
 * Words found only in the text (never in a title, heading, name or description) need this
 * many occurrences to be listed: a word met once in a paragraph is more often a misspelling
 * target that misleads than one a reader means, and the file stays small.
 */
export const MIN_TEXT_ONLY_OCCURRENCES = 2;

const TOKEN = /[\p{L}\p{N}]+/gu;
/** The boundaries inside `onSortModelChange`, `MuiDataGrid`, `GridAPIRef`. */
const HUMPS = /(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u;

/**
 * The words of a text as the vocabulary lists them: lower case, an identifier whole and then
 * its humps, digits alone and words too short to be a correction left out.
 */
export function vocabularyWords(text: string): string[] {
  const shortest = SEARCH.typos.oneTypoFrom - 1;
  return [...text.matchAll(TOKEN)].flatMap(([token]) => {
    const parts = token.split(HUMPS).filter(Boolean);
    const forms = parts.length > 1 ? [token, ...parts] : [token];
    return forms
      .map((form) => form.toLowerCase())
      .filter((form) => [...form].length >= shortest && isCorrectableWord(form) && !/^\p{N}+$/u.test(form));
  });
}

/** Every page of one language, as the vocabulary's lines (most useful first; equal worth: alphabetical). */
export function buildVocabulary(pages: readonly LanguageRecord[]): string[] {
  const worth = new Map<string, number>();
  const named = new Set<string>();
  const add = (text: string, weight: number, isName: boolean) => {
    for (const word of vocabularyWords(text)) {
      worth.set(word, (worth.get(word) ?? 0) + weight);
      if (isName) named.add(word);
    }
  };
  for (const page of pages) {
    add(page.meta.title, VOCABULARY_WEIGHTS.pageTitle, true);
    add(page.meta.description, VOCABULARY_WEIGHTS.description, true);
    for (const section of page.search) {
      if (section.kind !== 'page') add(section.title, VOCABULARY_WEIGHTS.sectionTitle, true);
      add(section.text, VOCABULARY_WEIGHTS.text, false);
    }
  }
  return [...worth]
    .filter(([word, total]) => named.has(word) || total >= MIN_TEXT_ONLY_OCCURRENCES * VOCABULARY_WEIGHTS.text)
    .sort(([a, worthA], [b, worthB]) => worthB - worthA || (a < b ? -1 : a > b ? 1 : 0))
    .map(([word]) => word);
}
