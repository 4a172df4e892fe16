/**
 * `npm run bench:search-typos`: how the dialog's search answers misspelt and Chinese queries,
 * run in Node.js on a real index, through the dialog's own code (src/search/run.ts).
 *
 * - 50 misspelt queries, each with the page (or API member) it means
 *   (test/search/data/typoQueries.json): hit rate at rank 1 and in the top five, without typo
 *   correction (as before it) and with it; the same queries spelt right, as a control.
 * - 20 Chinese terms from the Chinese pages (test/search/data/chineseQueries.json): top-five
 *   recall on the Chinese index.
 * - Query latency (median and slowest of the misspelt queries, index chunks already fetched), the
 *   vocabulary's size (gzip) and the time to read it.
 *
 * The index is the export's (`out/x/pagefind/`, or DOCS_OUT_DIR) when it has a vocabulary,
 * otherwise one built from the page records into `.build/search-bench/`
 * (`npm run build -- --only content` first). The bundle is served on 127.0.0.1 (an ephemeral
 * port) for Pagefind's own loader. Each expected page must be in the records: a query list
 * naming a page or member that does not exist fails, naming it.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { SEARCH } from '@/src/config/constants';
import { LANGUAGES, type Language } from '@/src/config/site';
import { readAllRecords } from '@/src/content/build/records';
import { localizePath } from '@/src/i18n/paths';
import { GENERAL_PRODUCT, SEARCH_BUNDLE_PATH, vocabularyFile } from '@/src/search/config';
import { NO_FILTERS, searchPages, type PagefindModule } from '@/src/search/run';
import { parseVocabulary, type Vocabulary } from '@/src/search/typos';
import { buildSearchIndex } from '../search/build';
import { median } from './median';
import { formatRates, hitRates, positionOf } from './searchHits';

interface TypoQuery {
  query: string;
  meant: string;
  pages: string[];
}

interface ChineseQuery {
  query: string;
  pages: string[];
}

const root = process.cwd();
/** Times of each pass are taken this many times, in rotating order. */
const TIMING_ROUNDS = 3;
const DATA = path.join(root, 'test/search/data');

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(path.join(DATA, file), 'utf8')) as T;
}

/** Fails naming the first expected page or member that no record has. */
function checkExpected(urls: readonly string[]): void {
  const known = new Set<string>();
  for (const record of readAllRecords(root)) {
    for (const language of LANGUAGES) {
      const url = localizePath(record.pathname, language);
      known.add(url);
      for (const anchor of record.languages[language].anchors) known.add(`${url}#${anchor}`);
    }
  }
  const missing = urls.filter((url) => !known.has(url));
  if (missing.length > 0) {
    throw new Error(`Search bench: no page or member ${missing.join(', ')} in the records (test/search/data/).`);
  }
}

async function exportWithIndex(): Promise<string> {
  const outDir = path.resolve(root, process.env.DOCS_OUT_DIR ?? 'out');
  if (existsSync(path.join(outDir, SEARCH_BUNDLE_PATH, vocabularyFile('en')))) {
    return outDir;
  }
  const benchDir = path.join(root, '.build/search-bench');
  rmSync(benchDir, { recursive: true, force: true });
  mkdirSync(path.join(benchDir, 'x'), { recursive: true });
  console.log(`Indexing the records into ${path.relative(root, benchDir)}: ${await buildSearchIndex(root, benchDir)}`);
  return benchDir;
}

/** Pagefind's runtime, as built, with what the bench needs to switch languages. */
type PagefindRuntime = PagefindModule & { destroy: () => Promise<void> };

/**
 * Pagefind picks its index from `<html lang>`, which Node.js does not have: each language gets
 * a runtime of its own (a module instance per URL), served under `/<language>/`, whose entry
 * file lists that language's index alone, so that it is the one Pagefind loads.
 */
async function runtimeFor(outDir: string, base: string, language: Language): Promise<PagefindRuntime> {
  const moduleUrl = `${pathToFileURL(path.join(outDir, SEARCH_BUNDLE_PATH, 'pagefind.js')).href}?${language}`;
  const pagefind = (await import(moduleUrl)) as PagefindRuntime;
  await pagefind.options({ basePath: `${base}/${language}${SEARCH_BUNDLE_PATH}`, baseUrl: '/', excerptLength: SEARCH.excerptWords, ranking: SEARCH.ranking });
  await pagefind.init();
  return pagefind;
}

/** Serves the bundle under `/<language>/`, its entry file narrowed to that language. */
function serveBundle(outDir: string) {
  return createServer((request, response) => {
    const [, language = '', ...rest] = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname).split('/');
    const file = path.join(outDir, ...rest);
    readFile(file).then(
      (body) => {
        if (path.basename(file) !== 'pagefind-entry.json') {
          response.end(body);
          return;
        }
        const entry = JSON.parse(body.toString('utf8')) as { languages: Record<string, unknown> };
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ ...entry, languages: { [language]: entry.languages[language] } }));
      },
      () => {
        response.statusCode = 404;
        response.end();
      },
    );
  });
}

function readVocabulary(outDir: string, language: Language): { vocabulary: Vocabulary; gzip: number; parseMs: number } {
  const text = readFileSync(path.join(outDir, SEARCH_BUNDLE_PATH, vocabularyFile(language)), 'utf8');
  const start = performance.now();
  const vocabulary = parseVocabulary(text);
  return { vocabulary, gzip: gzipSync(text).length, parseMs: performance.now() - start };
}

async function main(): Promise<void> {
  const typos = readJson<TypoQuery[]>('typoQueries.json');
  const chinese = readJson<ChineseQuery[]>('chineseQueries.json');
  checkExpected([...typos, ...chinese].flatMap((query) => query.pages));
  const outDir = await exportWithIndex();

  const server = serveBundle(outDir);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const runtimes: PagefindRuntime[] = [];
  try {
    const pagefind = await runtimeFor(outDir, base, 'en');
    runtimes.push(pagefind);
    const english = readVocabulary(outDir, 'en');
    const search = (query: string, vocabulary: Vocabulary | null) =>
      searchPages(pagefind, query, { currentProduct: GENERAL_PRODUCT, filters: NO_FILTERS, vocabulary });

    // One pass to fetch every index chunk and fragment the timed passes need.
    for (const { query, meant } of typos) {
      await search(query, english.vocabulary);
      await search(query, null);
      await search(meant, english.vocabulary);
    }
    const pass = async (queries: readonly string[], vocabulary: Vocabulary | null) => {
      const positions: (number | null)[] = [];
      const times: number[] = [];
      const answers: string[] = [];
      let corrections = 0;
      for (const [index, query] of queries.entries()) {
        const start = performance.now();
        const { hits, corrected } = await search(query, vocabulary);
        times.push(performance.now() - start);
        if (corrected) corrections += 1;
        const position = positionOf(hits, typos[index]?.pages ?? []);
        positions.push(position);
        answers.push(`${query}${corrected ? ` → ${corrected}` : ''}: ${position ?? 'missed'}${position === 1 ? '' : ` (first: ${hits[0]?.url ?? 'nothing'})`}`);
      }
      return { rates: hitRates(positions), times, answers, corrections };
    };
    const misspelt = typos.map(({ query }) => query);
    const meant = typos.map(({ meant: spelt }) => spelt);
    // On a shared machine the passes' order weighs on their times: each round runs the four in
    // another order, and a pass's times are those of every round.
    const variants = [
      { queries: misspelt, vocabulary: null },
      { queries: misspelt, vocabulary: english.vocabulary },
      { queries: meant, vocabulary: null },
      { queries: meant, vocabulary: english.vocabulary },
    ];
    const results: Awaited<ReturnType<typeof pass>>[] = [];
    for (let round = 0; round < TIMING_ROUNDS; round += 1) {
      for (let step = 0; step < variants.length; step += 1) {
        const at = (step + round) % variants.length;
        const variant = variants[at];
        if (!variant) continue;
        const result = await pass(variant.queries, variant.vocabulary);
        const known = results[at];
        if (known) known.times.push(...result.times);
        else results[at] = result;
      }
    }
    const [before, after, controlBefore, control] = results;
    if (!before || !after || !controlBefore || !control) {
      throw new Error('Search bench: a pass did not run.');
    }

    const chinesePagefind = await runtimeFor(outDir, base, 'zh');
    runtimes.push(chinesePagefind);
    const positions: (number | null)[] = [];
    const chineseMisses: string[] = [];
    const chineseVocabulary = readVocabulary(outDir, 'zh').vocabulary;
    for (const { query, pages } of chinese) {
      const { hits } = await searchPages(chinesePagefind, query, { currentProduct: GENERAL_PRODUCT, filters: NO_FILTERS, vocabulary: chineseVocabulary });
      const position = positionOf(hits, pages);
      positions.push(position);
      if (position === null || position > 5) chineseMisses.push(`${query} (first: ${hits[0]?.url ?? 'nothing'})`);
    }
    const chineseRates = hitRates(positions);

    const ms = (values: number[]) => `median ${median(values).toFixed(1)} ms, slowest ${Math.max(...values).toFixed(1)} ms`;
    console.log('\nMisspelt queries, with typo correction:');
    for (const line of after.answers) console.log(`  ${line}`);
    console.log(`\n${typos.length} misspelt queries`);
    console.log(`  without typo correction: ${formatRates(before.rates)}; ${ms(before.times)}`);
    console.log(`  with typo correction:    ${formatRates(after.rates)}; ${ms(after.times)}; ${after.corrections} corrected`);
    console.log(`The same queries spelt right`);
    console.log(`  without typo correction: ${formatRates(controlBefore.rates)}; ${ms(controlBefore.times)}`);
    console.log(`  with typo correction:    ${formatRates(control.rates)}; ${ms(control.times)}; ${control.corrections} corrected`);
    console.log(`${chinese.length} Chinese terms: top-5 recall ${chineseRates.topFive}/${chineseRates.queries}, rank 1 ${chineseRates.first}/${chineseRates.queries}`);
    for (const miss of chineseMisses) console.log(`  missed: ${miss}`);
    console.log(
      `Vocabulary (en): ${english.vocabulary.rank.size} words, ${(english.gzip / 1024).toFixed(1)} kB gzip, read in ${english.parseMs.toFixed(1)} ms`,
    );
  } finally {
    await Promise.all(runtimes.map((runtime) => runtime.destroy()));
    server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
