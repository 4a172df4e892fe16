import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { codeToHtml } from 'shiki';
import { apiPathname, API_COMPONENTS } from '@/data/api/components';
import { API_DATA_FILE, type ApiComponentData, type ApiData } from '@/scripts/api/generate';
import { CODE_THEMES } from '@/scripts/markdown/rehypeDocs';
import type { Language } from '@/src/config/site';
import { I18nProvider, useTranslate } from '@/src/i18n/I18nProvider';
import type { LanguagePack } from '@/src/i18n/languagePacks';
import { createTranslate } from '@/src/i18n/translate';
import { localizePath } from '@/src/i18n/paths';
import type { MarkdownPageProps, TocEntry } from '../types';
import { searchMemberProps } from '@/src/search/markup';
import { CopyButton, makeHeading } from './components';
import en from '@/translations/translations.json';

let cached: ApiData | null = null;

/** The generated API data (scripts/api/generate.ts runs before the build). */
export function apiData(): ApiData {
  cached ??= JSON.parse(readFileSync(path.join(process.cwd(), API_DATA_FILE), 'utf8')) as ApiData;
  return cached;
}

export function apiComponentData(name: string): ApiComponentData {
  const component = apiData().components.find((candidate) => candidate.name === name);
  if (!component) {
    throw new Error(`No API data for ${name}: run npx tsx scripts/api/generate.ts.`);
  }
  return component;
}

const H2 = makeHeading('h2');

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => String(values[key] ?? match));
}

function PropsTable({ component }: { component: ApiComponentData }) {
  const t = useTranslate();
  return (
    <div className="table-scroll" tabIndex={0}>
      <table className="api-props">
        <thead>
          <tr>
            <th>{t('api.name')}</th>
            <th>{t('api.type')}</th>
            <th>{t('api.default')}</th>
            <th>{t('api.description')}</th>
          </tr>
        </thead>
        <tbody>
          {component.props.map((prop) => (
            <tr
              key={prop.name}
              id={`prop-${prop.name}`}
              data-deprecated={prop.deprecated === undefined ? undefined : ''}
              {...searchMemberProps()}
            >
              <td>
                <code dir="ltr">{prop.name}</code>
                {prop.required ? (
                  <span className="api-required" title={t('api.required')}>
                    *<span className="visually-hidden"> ({t('api.required')})</span>
                  </span>
                ) : null}
              </td>
              <td>
                <code dir="ltr" className="api-type">
                  {prop.type}
                </code>
              </td>
              <td>{prop.default === undefined ? <span aria-hidden="true">–</span> : <code dir="ltr">{prop.default}</code>}</td>
              <td>
                {prop.deprecated === undefined ? null : (
                  <p className="api-deprecated">
                    <strong>{t('api.deprecated')}.</strong>{' '}
                    <span dangerouslySetInnerHTML={{ __html: prop.deprecatedHtml ?? '' }} />
                  </p>
                )}
                <div dangerouslySetInnerHTML={{ __html: prop.descriptionHtml }} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The HTML of a component's API page, rendered at build time like a markdown page. */
export async function renderApiPage(
  name: string,
  pathname: string,
  language: Language,
  languagePack: LanguagePack | null,
): Promise<MarkdownPageProps> {
  const component = apiComponentData(name);
  const t = createTranslate({ en, zh: languagePack?.dictionary ?? {} }, language, undefined);
  const importCode = `import { ${name} } from '${component.packageName}/${component.subpath}';\n// or\nimport { ${name} } from '${component.packageName}';`;
  const importHtml = (await codeToHtml(importCode, { lang: 'tsx', themes: CODE_THEMES, defaultColor: 'light' })).replace(
    /^<pre /,
    '<pre dir="ltr" ',
  );
  const html = renderToStaticMarkup(
    <I18nProvider language={language} pack={languagePack}>
      <H2 id="import">{t('api.import')}</H2>
      <div className="code-block">
        <div dangerouslySetInnerHTML={{ __html: importHtml }} />
        <CopyButton />
      </div>
      <H2 id="props">{t('api.props')}</H2>
      <p>{fill(t('api.propsIntro'), { count: component.props.length, package: component.packageName, version: component.version })}</p>
      <PropsTable component={component} />
    </I18nProvider>,
  );
  const toc: TocEntry[] = [
    { id: 'import', text: t('api.import'), children: [] },
    { id: 'props', text: t('api.props'), children: [] },
  ];
  return {
    pathname,
    language,
    translated: true,
    meta: { title: `${name} API`, description: fill(t('api.pageDescription'), { name }), components: [name] },
    toc,
    sourcePath: 'data/api/components.ts',
    html,
    islands: [],
    languagePack,
  };
}

/**
 * Appended to markdown pages: an API index lists its product's components; a page whose
 * front matter names components ends with links to their API pages.
 */
export function apiSectionHtml(pathname: string, components: readonly string[] | undefined, language: Language, languagePack: LanguagePack | null): { html: string; toc: TocEntry[] } {
  const t = createTranslate({ en, zh: languagePack?.dictionary ?? {} }, language, undefined);
  const indexOf = /^\/x\/api\/([a-z-]+)$/.exec(pathname)?.[1];
  const listed = indexOf
    ? API_COMPONENTS.filter((component) => component.product === indexOf)
    : API_COMPONENTS.filter((component) => components?.includes(component.name));
  if (listed.length === 0) {
    return { html: '', toc: [] };
  }
  const id = indexOf ? 'components' : 'api';
  const title = indexOf ? t('api.components') : t('api.section');
  const html = renderToStaticMarkup(
    <I18nProvider language={language} pack={languagePack}>
      <H2 id={id}>{title}</H2>
      {indexOf ? null : <p>{t('api.sectionIntro')}</p>}
      <ul className="api-list">
        {listed.map((component) => (
          <li key={component.name}>
            <a href={localizePath(apiPathname(component), language)}>
              <code>{component.name}</code>
            </a>
            {indexOf ? (
              <span className="api-count"> · {fill(t('api.propCount'), { count: apiComponentData(component.name).props.length })}</span>
            ) : null}
          </li>
        ))}
      </ul>
    </I18nProvider>,
  );
  return { html, toc: [{ id, text: title, children: [] }] };
}
