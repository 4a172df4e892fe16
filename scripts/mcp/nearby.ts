/**
 * "Did you mean …": the names closest to what an agent asked for, by edit distance, so an
 * error about an unknown page, component or demo names what does exist.
 */
import { MAX_SUGGESTIONS } from './config';

/** Two rows of the distance table, grown as needed and reused: the search's typo tolerance compares a term with thousands of words. */
let previousRow = new Int32Array(64);
let currentRow = new Int32Array(64);

/**
 * The Levenshtein distance between `a` and `b` (insertions, deletions and substitutions), or
 * `max + 1` as soon as it is known to exceed `max`.
 */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (previousRow.length <= b.length) {
    previousRow = new Int32Array(b.length + 1);
    currentRow = new Int32Array(b.length + 1);
  }
  let previous = previousRow;
  let current = currentRow;
  for (let j = 0; j <= b.length; j += 1) previous[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let rowMin = i;
    const code = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j += 1) {
      let value = (previous[j - 1] ?? 0) + (code === b.charCodeAt(j - 1) ? 0 : 1);
      const deletion = (previous[j] ?? 0) + 1;
      const insertion = (current[j - 1] ?? 0) + 1;
      if (deletion < value) value = deletion;
      if (insertion < value) value = insertion;
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    const done = previous;
    previous = current;
    current = done;
  }
  const distance = previous[b.length] ?? 0;
  return distance > max ? max + 1 : distance;
}

/** Case, separators and punctuation aside: `Data Grid`, `data-grid` and `dataGrid` compare equal. */
function normalize(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * The candidates nearest to `input`, best first, at most `max`: those within an edit distance
 * of a quarter of the input's length (at least 2), a key that contains the input (or half of
 * it) counting as one edit; ties keep the candidates' order. `keys` gives the forms a
 * candidate may be asked by (a page by its path and its last segment, a member by its name).
 */
export function nearest<T>(
  input: string,
  candidates: readonly T[],
  keys: (candidate: T) => readonly string[],
  max = MAX_SUGGESTIONS,
): T[] {
  const wanted = normalize(input);
  if (!wanted) {
    return [];
  }
  const limit = Math.max(2, Math.floor(wanted.length / 4));
  const scored: { candidate: T; score: number; index: number }[] = [];
  candidates.forEach((candidate, index) => {
    let best = Number.POSITIVE_INFINITY;
    for (const key of keys(candidate)) {
      const form = normalize(key);
      if (!form) {
        continue;
      }
      if (form === wanted) {
        best = -1;
        break;
      }
      const contained =
        (wanted.length >= 3 && form.includes(wanted)) || (form.length * 2 >= wanted.length && wanted.includes(form));
      const edits = editDistance(wanted, form, limit);
      // Containment counts as one edit, the closer in length the better: `sort` suggests `sorting`.
      best = Math.min(best, contained ? Math.min(edits, 1 + Math.abs(form.length - wanted.length) / 1000) : edits);
    }
    if (best <= limit) {
      scored.push({ candidate, score: best, index });
    }
  });
  return scored
    .sort((a, b) => a.score - b.score || a.index - b.index)
    .slice(0, max)
    .map((entry) => entry.candidate);
}

/** ` Did you mean A, B or C?` (with its leading space), or '' when there is nothing near. */
export function didYouMean(names: readonly string[]): string {
  if (names.length === 0) {
    return '';
  }
  const quoted = names.map((name) => `"${name}"`);
  const list = quoted.length === 1 ? quoted[0] : `${quoted.slice(0, -1).join(', ')} or ${quoted.at(-1)}`;
  return ` Did you mean ${list}?`;
}
