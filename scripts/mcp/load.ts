/**
 * Reads a checkout's built docs into memory (docs.ts), once: the page records one at a time
 * (each checked against the manifest by the site's own reader), the API data, the nav tree
 * (`data/pages.ts`, imported) and the package versions. What is missing is named with the
 * command that makes it.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { apiPathname } from '@/data/api/components';
import type { Plan } from '@/src/config/plans';
import { DOCS_PREFIX, LANGUAGES, type Language } from '@/src/config/site';
import { readRecordFromDisk } from '@/src/content/build/records';
import { RECORDS_MANIFEST, type LanguageRecord, type PageRecord, type RecordsManifest, type SearchSection } from '@/src/content/record';
import { API_DATA_FILE, API_USAGE_FILE, type ApiData, type ApiPageData, type ApiUsage } from '@/src/content/shared/apiData';
import type { TocEntry } from '@/src/content/types';
import { isGroup, walkTree } from '@/src/navigation/tree';
import type { NavEntry, NavPageEntry } from '@/src/navigation/types';
import { searchProductOf } from '@/src/search/product';
import { PAGES_FILE } from '@/scripts/content/paths';
import { BUILD_COMMAND } from './config';
import type { Docs, DocsDemo, DocsPage, DocsPageLanguage, DocsSection, LanguageSearch, NavPlace } from './docs';
import { PackageVersions } from './packages';
import { buildIndex } from './rank';

/** The docs cannot be served: what is missing, and the command that makes it. */
export class DocsNotBuilt extends Error {
  override name = 'DocsNotBuilt';
}

/** The files whose change means the docs were rebuilt (their modification times). */
export function builtFiles(root: string): string[] {
  return [RECORDS_MANIFEST, API_DATA_FILE].map((file) => path.join(root, file));
}

function readJsonFile<T>(root: string, file: string): T {
  const full = path.join(root, file);
  if (!existsSync(full)) {
    throw new DocsNotBuilt(`The docs are not built in ${root}: ${file} is missing. Run \`${BUILD_COMMAND}\` there (about 5 minutes), then call again.`);
  }
  return JSON.parse(readFileSync(full, 'utf8')) as T;
}

/** A heading that ends with its plan, as the pages write it: `Sorting by several columns (Pro)`. */
function headingPlan(title: string): Plan | null {
  const match = /\((Pro|Premium)\)\s*$/i.exec(title);
  return match ? (match[1]?.toLowerCase() as Plan) : null;
}

/** The plan of each member, slot and CSS class of an API entry, by the anchor of its row. */
function memberPlans(api: ApiPageData): Map<string, Plan> {
  const plans = new Map<string, Plan>();
  for (const member of api.members) {
    if (member.plan) {
      for (const prefix of ['prop', 'method', 'property']) plans.set(`${prefix}-${member.name}`, member.plan);
    }
  }
  for (const slot of api.slots) if (slot.plan) plans.set(`slot-${slot.name}`, slot.plan);
  for (const cssClass of api.classes) if (cssClass.plan) plans.set(`class-${cssClass.key}`, cssClass.plan);
  for (const group of api.groups) if (group.plan) plans.set(`group-${group.name}`, group.plan);
  return plans;
}

/** The demos of a page, each with the heading above it (found in the HTML, which is then let go). */
function demosOf(record: LanguageRecord): DocsDemo[] {
  const headings = new Map<string, string>();
  const addHeadings = (entries: readonly TocEntry[]) => {
    for (const entry of entries) {
      headings.set(entry.id, entry.text);
      addHeadings(entry.children);
    }
  };
  addHeadings(record.toc);
  const sectionOf = new Map<string, DocsDemo['section']>();
  let current: DocsDemo['section'] = null;
  for (const match of record.html.matchAll(/<h[2-6][^>]*?\sid="([^"]+)"|\sid="(island-[^"]+)"/g)) {
    const [, heading, island] = match;
    if (heading && headings.has(heading)) current = { anchor: heading, title: headings.get(heading) ?? '' };
    if (island) sectionOf.set(island, current);
  }
  return record.islands.flatMap((island) => {
    const demo = island.demo;
    if (!demo) return [];
    const code: DocsDemo['code'] = { system: { ts: demo.tsSource, js: demo.jsSource } };
    for (const [styling, source] of Object.entries(demo.variants)) {
      code[styling as keyof typeof demo.variants] = { ts: source.tsSource, js: source.jsSource };
    }
    return [{ name: demo.name, section: sectionOf.get(island.id) ?? null, code }];
  });
}

function pageLanguage(record: LanguageRecord): DocsPageLanguage {
  return {
    title: record.meta.title,
    description: record.meta.description,
    translated: record.translated,
    twin: record.twin,
    demos: demosOf(record),
  };
}

/** A record's search sections in each language. */
type PageSearch = Record<Language, SearchSection[]>;

/** The search documents of one language, an API member shown on several pages kept once (on the first). */
function sectionsOf(searchOf: readonly PageSearch[], docsPages: readonly DocsPage[], language: Language): DocsSection[] {
  const sections: DocsSection[] = [];
  const firstMember = new Map<string, DocsSection>();
  searchOf.forEach((search, page) => {
    const docsPage = docsPages[page];
    const plans = docsPage?.api ? memberPlans(docsPage.api) : new Map<string, Plan>();
    for (const section of search[language]) {
      const plan = plans.get(section.anchor) ?? headingPlan(section.title) ?? docsPage?.plan ?? null;
      if (section.kind === 'member') {
        // The same row on the Pro and Premium pages: kept on the first (the free one), whose plan it has.
        const key = `${section.anchor}\n${section.title}\n${section.text}`;
        const first = firstMember.get(key);
        if (first) {
          first.alsoOn.push(page);
          continue;
        }
        const entry: DocsSection = { page, ...section, plan, alsoOn: [] };
        firstMember.set(key, entry);
        sections.push(entry);
      } else {
        sections.push({ page, ...section, plan, alsoOn: [] });
      }
    }
  });
  return sections;
}

async function loadNav(root: string): Promise<NavEntry[]> {
  const file = path.join(root, PAGES_FILE);
  if (!existsSync(file)) {
    throw new DocsNotBuilt(`${root} is not a checkout of the docs: ${PAGES_FILE} is missing.`);
  }
  // The file's modification time in the URL: a changed nav is imported anew on reload.
  const imported = (await import(`${pathToFileURL(file).href}?v=${statSync(file).mtimeMs}`)) as { default: NavEntry[] };
  return imported.default;
}

export async function loadDocs(root: string): Promise<Docs> {
  const manifest = readJsonFile<RecordsManifest>(root, RECORDS_MANIFEST);
  const apiData = readJsonFile<ApiData>(root, API_DATA_FILE);
  const apiUsage = existsSync(path.join(root, API_USAGE_FILE)) ? readJsonFile<ApiUsage>(root, API_USAGE_FILE) : {};
  const nav = await loadNav(root);
  const navPages = new Map<string, NavPlace>();
  walkTree(nav, (entry, ancestors) => {
    if (isGroup(entry) || !entry.pathname.startsWith(DOCS_PREFIX)) return;
    const inherited = [...ancestors].reverse().find((ancestor) => ancestor.plan)?.plan;
    navPages.set(entry.pathname, {
      entry: entry as NavPageEntry,
      plan: entry.plan ?? inherited ?? null,
      trail: ancestors.map((ancestor) => ancestor.title ?? ancestor.subheader ?? ''),
    });
  });
  const apiByPathname = new Map<string, ApiPageData>(apiData.pages.map((api) => [apiPathname(api), api]));

  // Records are read one at a time; only what docs.ts keeps of each stays (their search sections, until indexed).
  const searchable: PageSearch[] = [];
  const pages: DocsPage[] = manifest.pages.map(({ pathname }) => {
    let record: PageRecord | null;
    try {
      record = readRecordFromDisk(pathname, root);
    } catch (error) {
      throw new DocsNotBuilt(`${error instanceof Error ? error.message : String(error)} (in ${root}: \`${BUILD_COMMAND}\`)`);
    }
    if (!record) {
      throw new DocsNotBuilt(`The manifest names ${pathname} but has no record of it: run \`${BUILD_COMMAND}\` in ${root}.`);
    }
    const languages = Object.fromEntries(LANGUAGES.map((language) => [language, pageLanguage(record.languages[language])])) as DocsPage['languages'];
    searchable.push(Object.fromEntries(LANGUAGES.map((language) => [language, record.languages[language].search])) as PageSearch);
    const api = apiByPathname.get(pathname);
    return {
      pathname,
      kind: record.kind,
      product: searchProductOf(pathname),
      plan: navPages.get(pathname)?.plan ?? api?.plan ?? null,
      lastModified: record.lastModified,
      languages,
      ...(api ? { api } : {}),
    };
  });

  const search = Object.fromEntries(
    LANGUAGES.map((language) => {
      const sections = sectionsOf(searchable, pages, language);
      const index = buildIndex(
        sections.map((section) => ({ title: section.title, pageTitle: pages[section.page]?.languages[language].title ?? '', text: section.text })),
      );
      return [language, { sections, index }];
    }),
  ) as Record<Language, LanguageSearch>;

  return {
    root,
    version: manifest.version,
    pages,
    byPathname: new Map(pages.map((page) => [page.pathname, page])),
    nav,
    navPages,
    api: apiData.pages,
    apiUsage,
    packages: new PackageVersions(root),
    search,
  };
}
