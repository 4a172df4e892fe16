/**
 * Words as the MCP search compares them: lower case, English endings trimmed (`sorting`,
 * `sorted` and `sorts` are `sort`), identifiers kept whole and split at their humps
 * (`sortModel` is `sortmodel`, `sort` and `model`), Chinese, Japanese and Korean text as pairs
 * of characters (it has no spaces between words). Pure functions.
 */

/** Words a question is made of rather than what it is about. */
const STOP_WORDS = new Set(
  'a an and are as at be by can do does for from how i in into is it its me my of on or so the this to what when where which with you your'.split(' '),
);

/**
 * Words the docs use for the same thing: a question says "two columns" where a page says
 * "several columns" or "multiple columns". Each group's words match one another (a little
 * below the word itself). Stemmed forms.
 */
const SYNONYM_GROUPS = [['two', 'several', 'multiple', 'many', 'multi']];

const SYNONYMS = new Map(SYNONYM_GROUPS.flatMap((group) => group.map((word) => [word, group.filter((other) => other !== word)] as const)));

/** The words that mean what `term` means (not itself). */
export function synonymsOf(term: string): readonly string[] {
  return SYNONYMS.get(term) ?? [];
}

const CJK = String.raw`\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}`;
/** A run of CJK characters, or a run of other letters, digits, `_` and `$`. */
const WORD = new RegExp(String.raw`[${CJK}]+|(?:(?![${CJK}])[\p{L}\p{N}_$])+`, 'gu');
const CJK_RUN = new RegExp(`^[${CJK}]`, 'u');
/** The boundaries inside `onSortModelChange`, `MuiDataGrid`, `GridAPIRef`, `snake_case`. */
const HUMPS = /(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})|_+/u;

/**
 * A light English stemmer, the same on both sides of a comparison: plural and verb endings
 * off, a doubled final consonant undone (`pinning` → `pin`). Anything but plain lower-case
 * letters, and words of three letters or fewer, stay as they are.
 */
export function stem(word: string): string {
  if (word.length <= 3 || !/^[a-z]+$/.test(word)) {
    return word;
  }
  if (word.endsWith('ies') && word.length > 4) {
    return `${word.slice(0, -3)}y`;
  }
  let base = word;
  if (base.endsWith('ing') && base.length > 5) {
    base = base.slice(0, -3);
  } else if (base.endsWith('ed') && base.length > 4) {
    base = base.slice(0, -2);
  } else if (/(?:ss|x|ch|sh)es$/.test(base)) {
    base = base.slice(0, -2);
  } else if (base.endsWith('s') && !/(?:ss|us|is)$/.test(base)) {
    base = base.slice(0, -1);
  }
  if (base !== word && /([b-df-hj-km-np-rtv-z])\1$/.test(base)) {
    base = base.slice(0, -1);
  }
  return base;
}

/** Pairs of neighbouring characters of a CJK run (the run itself when it is one character). */
function cjkPairs(run: string): string[] {
  const characters = [...run];
  if (characters.length === 1) {
    return characters;
  }
  return characters.slice(1).map((character, index) => `${characters[index]}${character}`);
}

/** The raw words of a text, with where each starts and ends (for snippets). */
export function wordsOf(text: string): { word: string; start: number; end: number }[] {
  return [...text.matchAll(WORD)].map((match) => ({ word: match[0], start: match.index, end: match.index + match[0].length }));
}

export interface Token {
  token: string;
  /** A hump of an identifier (`model` of `sortModel`) rather than a word of its own. */
  part: boolean;
}

/** What one word of a text is indexed as: itself, or an identifier whole and then its humps. */
export function wordForms(word: string): Token[] {
  if (CJK_RUN.test(word)) {
    return cjkPairs(word).map((token) => ({ token, part: false }));
  }
  const parts = word.split(HUMPS).filter(Boolean);
  const whole = word.toLowerCase();
  if (parts.length <= 1) {
    const token = stem(whole.replace(/_+/g, ''));
    return token ? [{ token, part: false }] : [];
  }
  return [{ token: whole, part: false }, ...parts.map((part) => ({ token: stem(part.toLowerCase()), part: true }))];
}

export function wordTokens(word: string): string[] {
  return wordForms(word).map((form) => form.token);
}

/** Every form of every word of a text, repeats kept (their count is the term frequency). */
export function textForms(text: string): Token[] {
  return wordsOf(text).flatMap(({ word }) => wordForms(word));
}

/**
 * The terms of a query: each word once, an identifier whole (`sortModel` asks for that name,
 * not for `sort` and `model` anywhere), question words left out unless nothing else is left.
 */
export function queryTerms(query: string): string[] {
  const terms = wordsOf(query).flatMap(({ word }) => {
    if (CJK_RUN.test(word)) {
      return cjkPairs(word);
    }
    const lower = word.toLowerCase();
    return [word.split(HUMPS).filter(Boolean).length > 1 ? lower : stem(lower)];
  });
  const meaningful = terms.filter((term) => !STOP_WORDS.has(term));
  return [...new Set(meaningful.length > 0 ? meaningful : terms)];
}

/** Case and spaces aside: what "the title is the query" compares. */
export function squeeze(text: string): string {
  return text.toLowerCase().replace(/\s+/g, '');
}
