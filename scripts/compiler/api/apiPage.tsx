import { renderToStaticMarkup } from 'react-dom/server';
import { apiCatalogAt } from '@/data/api/catalogs';
import { API_ENTRIES, API_PRODUCTS, apiPathname, type ApiEntry, type ApiProduct } from '@/data/api/components';
import type { Language } from '@/src/config/site';
import type { ApiPageData } from '@/src/content/shared/apiData';
import { I18nProvider } from '@/src/i18n/I18nProvider';
import type { LanguagePack } from '@/src/i18n/languagePacks';
import { localizePath } from '@/src/i18n/paths';
import type { PageMeta } from '@/src/content/frontMatter';
import type { TocEntry } from '@/src/content/types';
import { highlightHtml } from '../highlight';
import { interpolate } from '@/src/i18n/translate';
import { apiPageBody, H2, PlanChip, type RenderContext } from './ApiReference';
import { catalogBody } from './catalogs';
import { apiPageData, apiUsage } from './data';
import { apiTranslate } from './strings';

const englishT = apiTranslate('en');

/** `import { DatePicker } from '@mui/x-date-pickers/DatePicker';`, one per module that exports it. */
export function importLines(page: Pick<ApiPageData, 'name' | 'exportName' | 'imports' | 'kind'>): string[] {
  const keyword = page.kind === 'interface' ? 'import type' : 'import';
  return page.imports.map((module) => `${keyword} { ${page.exportName} } from '${module}';`);
}

/**
 * The HTML of an API page, rendered at build time like a markdown page. The reference is
 * English (its text comes from the packages' JSDoc): under /zh/ it is shown as an untranslated
 * page, with links that keep the reader in Chinese.
 */
export async function renderApiPage(name: string, language: Language): Promise<{ meta: PageMeta; toc: TocEntry[]; html: string }> {
  const page = apiPageData(name);
  const ctx: RenderContext = { t: englishT, language };
  const importBlocks = await Promise.all(importLines(page).map(highlightHtml));
  const declarationBlock = page.declaration ? await highlightHtml(page.declaration) : undefined;
  const { body, toc } = apiPageBody(page, ctx, apiUsage()[name] ?? [], importBlocks, declarationBlock);
  // Headings and copy buttons read their labels from the provider: English, like the text.
  const html = renderToStaticMarkup(
    <I18nProvider language="en" pack={null}>
      <div className="api api-page">
        {body}
      </div>
    </I18nProvider>,
  );
  const description = interpolate(englishT(page.kind === 'component' ? 'api.pageDescription' : 'api.interfacePageDescription'), { name });
  return { meta: { title: `${name} API`, description, components: [name] }, toc, html };
}

function countsOf(entry: ApiEntry, t: (key: string) => string): string {
  const page = apiPageData(entry.name);
  const parts =
    entry.kind === 'component'
      ? [interpolate(t('api.propCount'), { count: page.members.length })]
      : [interpolate(t(page.groups.length > 0 ? 'api.methodCount' : 'api.memberCount'), { count: page.members.length })];
  if (page.slots.length > 0) {
    parts.push(interpolate(t('api.slotCount'), { count: page.slots.length }));
  }
  if (page.classes.length > 0) {
    parts.push(interpolate(t('api.classCount'), { count: page.classes.length }));
  }
  return parts.join(' · ');
}

function EntryList({ entries, language, t, counts }: { entries: readonly ApiEntry[]; language: Language; t: (key: string) => string; counts: boolean }) {
  const ctx: RenderContext = { t, language };
  return (
    <ul className="api-list">
      {entries.map((entry) => (
        <li key={entry.name}>
          <a href={localizePath(apiPathname(entry), language)}>
            <code>{entry.name}</code>
          </a>
          {entry.plan ? <PlanChip plan={entry.plan} ctx={ctx} /> : null}
          {counts ? <span className="api-count"> · {countsOf(entry, t)}</span> : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * Appended to markdown pages: a catalog page (data/api/catalogs.ts) its generated list; an API
 * index lists its product's pages, grouped like the nav (components, then interfaces); a page
 * whose front matter names components or interfaces ends with links to their API pages.
 */
export function apiSectionHtml(
  pathname: string,
  components: readonly string[] | undefined,
  language: Language,
  languagePack: LanguagePack | null,
  pageToc: readonly TocEntry[] = [],
): { html: string; toc: TocEntry[] } {
  const t = apiTranslate(language);
  const catalog = apiCatalogAt(pathname);
  if (catalog) {
    // A generated catalog (events, selectors): its list follows the page's introduction.
    const { body, toc } = catalogBody(catalog, { t, language });
    const html = renderToStaticMarkup(
      <I18nProvider language={language} pack={languagePack}>
        <div className="api">
          {body}
        </div>
      </I18nProvider>,
    );
    return { html, toc };
  }
  const indexOf = /^\/x\/api\/([a-z-]+)$/.exec(pathname)?.[1];
  if (indexOf && (API_PRODUCTS as readonly string[]).includes(indexOf)) {
    const product = indexOf as ApiProduct;
    const groups = [
      { id: 'api-components', title: t('api.components'), entries: API_ENTRIES.filter((entry) => entry.product === product && entry.kind === 'component') },
      { id: 'api-interfaces', title: t('api.interfaces'), entries: API_ENTRIES.filter((entry) => entry.product === product && entry.kind === 'interface') },
    ].filter((group) => group.entries.length > 0);
    const html = renderToStaticMarkup(
      <I18nProvider language={language} pack={languagePack}>
        <div className="api">
          {groups.map((group) => (
            <section key={group.id}>
              <H2 id={group.id}>
                {group.title} ({group.entries.length})
              </H2>
              <EntryList entries={group.entries} language={language} t={t} counts />
            </section>
          ))}
        </div>
      </I18nProvider>,
    );
    return { html, toc: groups.map((group) => ({ id: group.id, text: `${group.title} (${group.entries.length})`, children: [] })) };
  }
  const listed = API_ENTRIES.filter((entry) => components?.includes(entry.name));
  if (listed.length === 0) {
    return { html: '', toc: [] };
  }
  const title = t('api.section');
  // A page that ends with its own "## API" section (e.g. with `::api-methods`) gets the list under it.
  const hasSection = pageToc.some((entry) => entry.id === 'api');
  const html = renderToStaticMarkup(
    <I18nProvider language={language} pack={languagePack}>
      {hasSection ? null : <H2 id="api">{title}</H2>}
      <div className="api">
        <p>{t('api.sectionIntro')}</p>
        <EntryList entries={listed} language={language} t={t} counts={false} />
      </div>
    </I18nProvider>,
  );
  return { html, toc: hasSection ? [] : [{ id: 'api', text: title, children: [] }] };
}

