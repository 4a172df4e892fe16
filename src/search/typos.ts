/**
 * Typo tolerance, as pure functions: Pagefind has none of its own, so each query word the
 * index does not know is corrected to the nearest word the vocabulary (written by the search's
 * build step, scripts/search/vocabulary.ts) knows, and the search runs on the corrected query
 * too (./run.ts). The vocabulary lists the index's words most useful first: on a tie in
 * distance, the earlier word wins.
 */
import { SEARCH } from '@/src/config/constants';

export interface Vocabulary {
  /** Every word (lower case) and its place in the file: the lower, the more useful. */
  rank: ReadonlyMap<string, number>;
  /** The same words sorted, for the prefix test. */
  sorted: readonly string[];
  /** Words by length, each list in the vocabulary's order (most useful first). */
  byLength: ReadonlyMap<number, readonly string[]>;
}

/** A word a query is made of: letters and digits, Chinese, Japanese and Korean script aside. */
const WORD = /[\p{L}\p{N}]+/gu;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** Whether a vocabulary line is a word this module can correct to. */
export function isCorrectableWord(word: string): boolean {
  // Nearly every word is plain ASCII: checked first, as the vocabulary's thousands of lines are read on the main thread.
  return ASCII_WORD.test(word) || (word.length > 0 && !CJK.test(word) && /^[\p{L}\p{N}]+$/u.test(word));
}

const ASCII_WORD = /^[a-z0-9]+$/i;

/** The edits a word of this length may carry: none, one or two (SEARCH.typos). */
export function typoBudget(length: number): number {
  return length >= SEARCH.typos.twoTyposFrom ? 2 : length >= SEARCH.typos.oneTypoFrom ? 1 : 0;
}

/** The distance table's rows, grown as needed and reused: a correction compares a word with thousands. */
let rows: [Int32Array, Int32Array, Int32Array] = [new Int32Array(32), new Int32Array(32), new Int32Array(32)];

/**
 * The Damerau-Levenshtein distance between `a` and `b` (optimal string alignment: a letter
 * added, dropped or changed, or two neighbours swapped, each one edit), or `max + 1` as soon
 * as it is known to exceed `max`.
 */
export function typoDistance(a: string, b: string, max: number): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (rows[0].length <= b.length) {
    rows = [new Int32Array(b.length + 1), new Int32Array(b.length + 1), new Int32Array(b.length + 1)];
  }
  // Three rows of the table, reused: the one before the previous (for swaps), the previous, the current.
  let [beforePrevious, previous, current] = rows;
  for (let j = 0; j <= b.length; j += 1) previous[j] = j;
  let previousMin = 0;
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let rowMin = i;
    const letter = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j += 1) {
      let value = (previous[j - 1] ?? 0) + (letter === b.charCodeAt(j - 1) ? 0 : 1);
      const deletion = (previous[j] ?? 0) + 1;
      const insertion = (current[j - 1] ?? 0) + 1;
      if (deletion < value) value = deletion;
      if (insertion < value) value = insertion;
      if (i > 1 && j > 1 && letter === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) {
        const swap = (beforePrevious[j - 2] ?? 0) + 1;
        if (swap < value) value = swap;
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    // A swap reaches back two rows, so the search may stop only when two rows in a row exceed the bound.
    if (rowMin > max && previousMin > max) return max + 1;
    previousMin = rowMin;
    [beforePrevious, previous, current] = [previous, current, beforePrevious];
  }
  const distance = previous[b.length] ?? max + 1;
  return distance > max ? max + 1 : distance;
}

/**
 * The vocabulary file's text (one word a line, most useful first) as a Vocabulary. Lines that
 * are not a correctable word are skipped; a file of nothing usable is an empty vocabulary,
 * which corrects nothing.
 */
export function parseVocabulary(text: string): Vocabulary {
  const rank = new Map<string, number>();
  const byLength = new Map<number, string[]>();
  for (const line of text.split('\n')) {
    const word = line.trim().toLowerCase();
    if (!isCorrectableWord(word) || rank.has(word)) continue;
    rank.set(word, rank.size);
    const sameLength = byLength.get(word.length);
    if (sameLength) sameLength.push(word);
    else byLength.set(word.length, [word]);
  }
  return { rank, sorted: [...rank.keys()].sort(), byLength };
}

/** Whether some vocabulary word starts with `prefix` (Pagefind finds words from their start). */
function startsAWord(vocabulary: Vocabulary, prefix: string): boolean {
  const { sorted } = vocabulary;
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((sorted[middle] ?? '') < prefix) low = middle + 1;
    else high = middle;
  }
  return (sorted[low] ?? '').startsWith(prefix);
}

/**
 * The word `word` was probably meant to be, or null when it needs no correction: it is known,
 * is the start of a known word (the reader is still typing it), is too short or in CJK script,
 * or nothing known is within its typo budget. The nearest word wins; on a tie, the most useful.
 */
export function correctWord(word: string, vocabulary: Vocabulary): string | null {
  const lower = word.toLowerCase();
  const budget = typoBudget([...lower].length);
  if (budget === 0 || !isCorrectableWord(lower) || vocabulary.rank.has(lower) || startsAWord(vocabulary, lower)) {
    return null;
  }
  let best: string | null = null;
  let bestDistance = budget + 1;
  let bestRank = Number.POSITIVE_INFINITY;
  for (let length = lower.length - budget; length <= lower.length + budget; length += 1) {
    for (const candidate of vocabulary.byLength.get(length) ?? []) {
      const distance = typoDistance(lower, candidate, Math.min(bestDistance, budget));
      const rank = vocabulary.rank.get(candidate) ?? Number.POSITIVE_INFINITY;
      if (distance <= budget && (distance < bestDistance || (distance === bestDistance && rank < bestRank))) {
        best = candidate;
        bestDistance = distance;
        bestRank = rank;
      }
    }
  }
  return best;
}

/**
 * The query with each word that needs it corrected (./correctWord), the rest as typed, or null
 * when no word changed.
 */
export function correctQuery(query: string, vocabulary: Vocabulary): string | null {
  let changed = false;
  const corrected = query.replace(WORD, (word) => {
    const correction = correctWord(word, vocabulary);
    if (correction === null) return word;
    changed = true;
    return correction;
  });
  return changed ? corrected : null;
}
