/**
 * The MCP search's ranking, as pure functions over an in-memory index: each document is a
 * page's top, one of its sections or one API member (the records' search sections), with its
 * own title, its page's title and its text.
 *
 * Like the site's search (Pagefind with member names weighted as page titles, then names that
 * equal a one-word query first: src/search/results.ts), a term in a title weighs more than in
 * the text; a section also gets a little from its page's title. A document matching more of the
 * query's terms beats one matching fewer. A term matches a word exactly, as its beginning
 * (`colum` → `column`, worth less the more is missing) or, only when no word starts with it,
 * with one typo (two from eight letters: `sortModl` → `sortmodel`).
 */
import { SEARCH_RESULTS } from './config';
import { editDistance } from './nearby';
import { queryTerms, squeeze, synonymsOf, textForms, wordsOf, wordTokens } from './tokens';

/**
 * Weights of where a term is found: a word of the title, a hump of an identifier in the title
 * (`sort` in `columnsSort`: less, or every member named after a feature would bury the guide
 * about it), the page's title; a text's own weight saturates below 1 (BM25).
 */
export const WEIGHTS = { title: 5, titlePart: 2, pageTitle: 1.5, textSaturation: 1.2, textLengthNorm: 0.75 } as const;

export interface IndexedDocument {
  title: string;
  /** The title of the page the document is part of (its own title for a page's top). */
  pageTitle: string;
  text: string;
}

/**
 * What a match is worth against the word itself (1): a synonym; the start of a longer word
 * (between `prefixBase` and `prefixBase + prefixShare`, by the share of the word typed); one or two typos.
 */
export const WORTH = { synonym: 0.8, prefixBase: 0.5, prefixShare: 0.4, oneTypo: 0.7, twoTypos: 0.5 } as const;

/** Where a term occurs in a document (bits). */
const PLACE = { title: 1, pageTitle: 2, titlePart: 4 } as const;

interface Posting {
  ids: Uint32Array;
  places: Uint8Array;
  /** Occurrences in the text. */
  counts: Uint16Array;
}

export interface SearchIndex {
  size: number;
  /** The BM25 length normalisation of each document's text. */
  textNorms: Float32Array;
  titles: string[];
  postings: Map<string, Posting>;
  /** Every term, sorted (prefix matches are a range of it). */
  vocabulary: string[];
  /** Terms by length (typo matches only look at terms of about the same length). */
  byLength: Map<number, string[]>;
}

export function buildIndex(documents: readonly IndexedDocument[]): SearchIndex {
  const lists = new Map<string, { ids: number[]; places: number[]; counts: number[] }>();
  const textLengths: number[] = [];
  documents.forEach((document, id) => {
    const found = new Map<string, { places: number; count: number }>();
    const entry = (token: string) => {
      const known = found.get(token);
      if (known) return known;
      const created = { places: 0, count: 0 };
      found.set(token, created);
      return created;
    };
    for (const { token, part } of textForms(document.title)) entry(token).places |= part ? PLACE.titlePart : PLACE.title;
    for (const { token } of textForms(document.pageTitle)) entry(token).places |= PLACE.pageTitle;
    const text = textForms(document.text);
    for (const { token } of text) entry(token).count += 1;
    textLengths.push(text.length);
    for (const [token, { places, count }] of found) {
      const list = lists.get(token) ?? { ids: [], places: [], counts: [] };
      list.ids.push(id);
      list.places.push(places);
      list.counts.push(Math.min(count, 0xffff));
      lists.set(token, list);
    }
  });
  const postings = new Map<string, Posting>();
  const byLength = new Map<number, string[]>();
  for (const [term, list] of lists) {
    postings.set(term, { ids: Uint32Array.from(list.ids), places: Uint8Array.from(list.places), counts: Uint16Array.from(list.counts) });
    const sameLength = byLength.get(term.length);
    if (sameLength) sameLength.push(term);
    else byLength.set(term.length, [term]);
  }
  const average = Math.max(1, textLengths.reduce((sum, length) => sum + length, 0) / Math.max(1, documents.length));
  const { textSaturation: k, textLengthNorm: b } = WEIGHTS;
  return {
    size: documents.length,
    textNorms: Float32Array.from(textLengths, (length) => k * (1 - b + (b * length) / average)),
    titles: documents.map((document) => document.title),
    postings,
    vocabulary: [...lists.keys()].sort(),
    byLength,
  };
}

/** The typos a term of this length tolerates. */
function typosAllowed(length: number): number {
  return length >= 8 ? 2 : length >= 4 ? 1 : 0;
}

/** The index's terms a query term matches, each with how much the match is worth (1 for the word itself). */
export function matchingTerms(index: SearchIndex, term: string): Map<string, number> {
  const matches = new Map<string, number>();
  if (index.postings.has(term)) {
    matches.set(term, 1);
  }
  for (const synonym of synonymsOf(term)) {
    if (index.postings.has(synonym)) matches.set(synonym, WORTH.synonym);
  }
  if ([...term].length >= 3) {
    let low = 0;
    let high = index.vocabulary.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((index.vocabulary[middle] ?? '') < term) low = middle + 1;
      else high = middle;
    }
    for (let at = low; at < index.vocabulary.length; at += 1) {
      const word = index.vocabulary[at] ?? '';
      if (!word.startsWith(term)) break;
      if (word !== term) matches.set(word, WORTH.prefixBase + (WORTH.prefixShare * term.length) / word.length);
    }
  }
  const typos = typosAllowed(term.length);
  if (matches.size === 0 && typos > 0) {
    for (let length = term.length - typos; length <= term.length + typos; length += 1) {
      for (const word of index.byLength.get(length) ?? []) {
        const distance = editDistance(term, word, typos);
        if (distance <= typos) matches.set(word, distance === 1 ? WORTH.oneTypo : WORTH.twoTypos);
      }
    }
  }
  return matches;
}

function rarityOf(index: SearchIndex, posting: Posting): number {
  return Math.log(1 + index.size / posting.ids.length);
}

export interface RankedDocument {
  id: number;
  score: number;
}

/** A query read against an index: its terms, and the index's words each one matches with their worth. */
export interface QueryMatch {
  query: string;
  terms: { term: string; matches: Map<string, number> }[];
  /** Every word any term matches (what a snippet looks for). */
  words: Set<string>;
}

export function matchQuery(index: SearchIndex, query: string): QueryMatch {
  const terms = queryTerms(query).map((term) => ({ term, matches: matchingTerms(index, term) }));
  return { query, terms, words: new Set(terms.flatMap(({ matches }) => [...matches.keys()])) };
}

/**
 * The documents that match a query, best first (ties in index order), among those `accept`s.
 * Each term adds its best match's worth × rarity × place weights; the sum is scaled by the
 * share of terms matched, squared. A one-word query equal to a title puts that document first.
 */
export function rank(index: SearchIndex, match: QueryMatch, accept: (id: number) => boolean = () => true): RankedDocument[] {
  const { query, terms } = match;
  if (terms.length === 0) {
    return [];
  }
  const scores = new Float64Array(index.size);
  const matched = new Uint16Array(index.size);
  // The best match of the current term in each document, and the documents it reached.
  const best = new Float64Array(index.size);
  const reached: number[] = [];
  for (const { term, matches } of terms) {
    const own = index.postings.get(term);
    const ownRarity = own ? rarityOf(index, own) : Number.POSITIVE_INFINITY;
    for (const [word, worth] of matches) {
      const posting = index.postings.get(word);
      if (!posting) continue;
      // A longer word is rarer than the term, but finding it is no rarer than finding the term.
      const rarity = Math.min(rarityOf(index, posting), ownRarity);
      // Only the word itself is a word of the title: `column` in `columnHeader` is a hump of it.
      const titleWeight = worth === 1 ? WEIGHTS.title : WEIGHTS.titlePart;
      for (let at = 0; at < posting.ids.length; at += 1) {
        const id = posting.ids[at] ?? 0;
        const places = posting.places[at] ?? 0;
        const count = posting.counts[at] ?? 0;
        const inTitle = places & PLACE.title ? titleWeight : places & PLACE.titlePart ? WEIGHTS.titlePart : 0;
        const inPageTitle = places & PLACE.pageTitle ? WEIGHTS.pageTitle : 0;
        const value = worth * rarity * (inTitle + inPageTitle + count / (count + (index.textNorms[id] ?? 1)));
        if ((best[id] ?? 0) === 0) reached.push(id);
        if (value > (best[id] ?? 0)) best[id] = value;
      }
    }
    for (const id of reached) {
      scores[id] = (scores[id] ?? 0) + (best[id] ?? 0);
      matched[id] = (matched[id] ?? 0) + 1;
      best[id] = 0;
    }
    reached.length = 0;
  }
  const oneWord = wordsOf(query).length === 1;
  const wanted = squeeze(query.trim());
  const ranked: (RankedDocument & { exact: boolean })[] = [];
  for (let id = 0; id < index.size; id += 1) {
    const score = scores[id] ?? 0;
    if (score > 0 && accept(id)) {
      const share = (matched[id] ?? 0) / terms.length;
      ranked.push({ id, score: score * share * share, exact: oneWord && squeeze(index.titles[id] ?? '') === wanted });
    }
  }
  return ranked
    .sort((a, b) => Number(b.exact) - Number(a.exact) || b.score - a.score || a.id - b.id)
    .map(({ id, score }) => ({ id, score }));
}

/** Words of context a snippet shows before the first term it holds. */
const SNIPPET_LEAD_WORDS = 3;

/**
 * The part of a text that answers the query: the window of `words` words holding the most of
 * its terms (the text's start when none), with `…` where it was cut.
 */
export function snippet(text: string, match: QueryMatch, words: number = SEARCH_RESULTS.snippetWords): string {
  const all = wordsOf(text);
  if (all.length === 0) {
    return '';
  }
  const wanted = match.words;
  const hits = all.map(({ word }) => (wordTokens(word).some((token) => wanted.has(token)) ? 1 : 0));
  let bestStart = 0;
  let bestHits = -1;
  let inWindow = 0;
  for (let end = 0; end < all.length; end += 1) {
    inWindow += hits[end] ?? 0;
    if (end >= words) inWindow -= hits[end - words] ?? 0;
    const start = Math.max(0, end - words + 1);
    if (inWindow > bestHits) {
      bestHits = inWindow;
      bestStart = start;
    }
  }
  // The first window with the most hits, starting a few words before its first hit.
  if (bestHits > 0) {
    bestStart = Math.max(0, hits.indexOf(1, bestStart) - SNIPPET_LEAD_WORDS);
  }
  const first = all[bestStart];
  const last = all[Math.min(all.length, bestStart + words) - 1];
  if (!first || !last) {
    return '';
  }
  // The punctuation after the last word stays (`… the Data Grid.`).
  const end = text.slice(last.end).search(/\s|$/) + last.end;
  const body = text.slice(first.start, end).replace(/\s+/g, ' ').trim();
  return `${bestStart > 0 ? '… ' : ''}${body}${bestStart + words < all.length ? ' …' : ''}`;
}
