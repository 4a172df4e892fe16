/**
 * The build's `cards` step: a social card per page and language, from the records and the nav,
 * cached by content under CARDS_CACHE_DIR and copied into the export at `socialCardPath`
 * (`/x/og/…png`, `/zh/x/og/…png`). Cache files no card uses any more are removed.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pages from '@/data/pages';
import navZh from '@/translations/nav-zh.json';
import { DOCS_VERSION, LANGUAGE_TAGS, LANGUAGES, SITE_ORIGIN, type Language } from '@/src/config/site';
import { readAllRecords } from '@/src/content/build/records';
import type { PageRecord } from '@/src/content/record';
import { localizePath } from '@/src/i18n/paths';
import { breadcrumbTrail } from '@/src/layout/seo/breadcrumbs';
import { socialCardPath } from '@/src/layout/seo/cardPath';
import { pageToTitle } from '@/src/navigation/tree';
import type { NavEntry } from '@/src/navigation/types';
import type { CardContent } from './card';
import { cardKey, createCardRenderer, rendererKey } from './render';

/** Where rendered cards are kept between builds, by key (git-ignored with the rest of .build/). */
export const CARDS_CACHE_DIR = '.build/cards';

const NAV_TITLES: Record<Exclude<Language, 'en'>, Readonly<Record<string, string>>> = { zh: navZh };

function navTitle(language: Language): (entry: NavEntry) => string {
  return (entry) => (language === 'en' ? undefined : NAV_TITLES[language][entry.pathname]) ?? pageToTitle(entry);
}

/** What the card of `record` in `language` shows. */
export function cardContent(record: PageRecord, language: Language, origin: string): CardContent {
  const page = record.languages[language];
  const trail = breadcrumbTrail(pages, record.pathname, navTitle(language));
  return {
    lang: LANGUAGE_TAGS[page.translated ? language : 'en'],
    product: trail.length > 1 ? (trail[0]?.name ?? null) : null,
    title: page.meta.title,
    description: page.meta.description,
    version: `v${DOCS_VERSION}`,
    address: `${new URL(origin).host}${localizePath(record.pathname, language).replace(/\/$/, '')}`,
  };
}

/** Renders the cards that are not cached, copies every card into the export; returns a line saying what it did. */
export async function writeCards(root: string, outDir: string): Promise<string> {
  if (!existsSync(path.join(outDir, 'x'))) {
    throw new Error(`Social cards: no static export in ${outDir}. Run next build first, with the same DOCS_OUT_DIR.`);
  }
  const cacheDir = path.join(root, CARDS_CACHE_DIR);
  mkdirSync(cacheDir, { recursive: true });
  const renderer = createCardRenderer(root);
  const look = rendererKey(root);
  const used = new Set<string>();
  const renderTimes: number[] = [];
  let cpuMicroseconds = 0;
  let cards = 0;
  let bytes = 0;
  for (const record of readAllRecords(root)) {
    for (const language of LANGUAGES) {
      const content = cardContent(record, language, SITE_ORIGIN);
      const name = `${cardKey(content, look)}.png`;
      const cached = path.join(cacheDir, name);
      used.add(name);
      if (!existsSync(cached)) {
        const started = performance.now();
        const cpu = process.cpuUsage();
        const png = await renderer.render(content);
        const spent = process.cpuUsage(cpu);
        cpuMicroseconds += spent.user + spent.system;
        renderTimes.push(performance.now() - started);
        // Written aside, then renamed: an interrupted build never leaves half a card under its key.
        const partial = `${cached}.${process.pid}.partial`;
        writeFileSync(partial, png);
        renameSync(partial, cached);
      }
      const target = path.join(outDir, ...socialCardPath(record.pathname, language).split('/').filter(Boolean));
      mkdirSync(path.dirname(target), { recursive: true });
      copyFileSync(cached, target);
      bytes += statSync(target).size;
      cards += 1;
    }
  }
  for (const name of readdirSync(cacheDir)) {
    if (!used.has(name)) {
      rmSync(path.join(cacheDir, name), { force: true });
    }
  }
  const rendered = renderTimes.length;
  const total = renderTimes.reduce((sum, ms) => sum + ms, 0);
  const median = [...renderTimes].sort((a, b) => a - b)[Math.floor(rendered / 2)] ?? 0;
  // CPU time says what a card costs when other processes share the machine; wall time, what it took here.
  const timing =
    rendered > 0
      ? ` in ${(total / 1000).toFixed(1)} s (${Math.round(cpuMicroseconds / 1000 / rendered)} ms CPU per card on average, first cards' font parsing included; median ${Math.round(median)} ms wall; fonts read in ${Math.round(renderer.fontMs())} ms)`
      : '';
  return `${cards} cards: ${rendered} rendered${timing}, ${cards - rendered} from ${CARDS_CACHE_DIR}; ${(bytes / 1024).toFixed(0)} kB in ${path.relative(root, outDir) || '.'}/`;
}
