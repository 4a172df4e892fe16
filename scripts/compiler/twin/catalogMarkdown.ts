/**
 * The generated catalogs (data/api/catalogs.ts) as markdown, for the twins of their pages: the
 * same lists, order and strings as the HTML (scripts/compiler/api/catalogs.tsx).
 */
import { apiEntryNamed, apiPathname } from '@/data/api/components';
import type { ApiCatalog } from '@/data/api/catalogs';
import type { Language } from '@/src/config/site';
import { type CatalogSource, featureTitle, generatedCatalogSource, selectorsByFeature } from '@/scripts/compiler/api/catalogs';
import { rewriteDocLinks } from '@/scripts/compiler/api/links';
import { apiTranslate } from '@/scripts/compiler/api/strings';
import { localizePath } from '@/src/i18n/paths';
import { interpolate } from '@/src/i18n/translate';
import { codeSpan, htmlToCell, markdownTable } from './markdownText';

export function catalogMarkdown(catalog: ApiCatalog, language: Language, source: CatalogSource = generatedCatalogSource()): string {
  const t = apiTranslate(language);
  const cell = (html: string | undefined) => (html ? htmlToCell(rewriteDocLinks(html, language)) : '');
  const plan = (value: string | undefined) => (value ? ` (${t(`plan.${value}`)})` : '');
  const { version, eventProp } = source;
  const { events, selectors } = source.catalogs;
  if (catalog.name === 'events') {
    const rows = events.map((event) => {
      const listener = eventProp(event.name);
      const entry = listener ? apiEntryNamed(listener.component) : undefined;
      const prop = listener && entry ? `${t('api.catalog.prop')} [${codeSpan(listener.prop)}](${localizePath(apiPathname(entry), language)}#prop-${listener.prop})` : '';
      return [
        `${codeSpan(event.name)}${plan(event.plan)}`,
        event.params ? codeSpan(event.params) : '',
        event.event ? codeSpan(event.event) : '',
        [cell(event.descriptionHtml), prop].filter(Boolean).join('<br>'),
      ];
    });
    return [
      `## ${t('api.catalog.events')} (${events.length})`,
      interpolate(t('api.catalog.eventsIntro'), { count: events.length, version }),
      markdownTable([t('api.name'), t('api.catalog.params'), t('api.catalog.event'), t('api.description')], rows),
    ].join('\n\n');
  }
  const sections = selectorsByFeature(selectors).map(([feature, items]) => {
    const rows = items.map((selector) => [
      `${codeSpan(selector.name)}${plan(selector.plan)}`,
      codeSpan(selector.returns),
      codeSpan(selector.argument),
      [selector.deprecatedHtml === undefined ? '' : `**${t('api.deprecated')}.** ${cell(selector.deprecatedHtml)}`.trim(), cell(selector.descriptionHtml)].filter(Boolean).join('<br>'),
    ]);
    return `### ${featureTitle(feature, t)} (${items.length})\n\n${markdownTable([t('api.name'), t('api.returns'), t('api.catalog.argument'), t('api.description')], rows)}`;
  });
  return [
    `## ${t('api.catalog.selectors')} (${selectors.length})`,
    interpolate(t('api.catalog.selectorsIntro'), { count: selectors.length, version }),
    ...sections,
  ].join('\n\n');
}
