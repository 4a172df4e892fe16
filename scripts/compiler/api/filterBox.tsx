/**
 * The API member filter's box, rendered at build time above the members of an API page and the
 * entries of a catalog: a labelled search field, a status line, and a polite live region. It
 * can be typed in before its script arrives (src/content/apiFilter/useApiFilter.ts loads it when
 * the reader reaches the box); without JavaScript it keeps its place, invisible (FILTER_CSS in
 * ./styles). The strings its script writes travel in its attribute, in the languages they are
 * shown in: the script carries none.
 */
import { API_FILTER } from '@/src/config/apiFilter';
import { SEARCH_IGNORE } from '@/src/config/searchMarkup';
import { LANGUAGE_TAGS } from '@/src/config/site';
import { API_COUNT_ATTRIBUTE, API_FILTER_ATTRIBUTE, apiFilterParts as parts, type ApiFilterStrings } from '@/src/content/shared/apiFilterMarkup';
import { interpolate } from '@/src/i18n/translate';
import type { RenderContext } from './ApiReference';
import { apiTranslate } from './strings';

/** What the box filters, which names its label and its "no match" line. */
export type FilterKind = 'members' | 'events' | 'selectors';

/** A section heading's title with its count, `Props (124)`, the count in the span the filter rewrites. */
export function CountedTitle({ text, count }: { text: string; count: number }) {
  return (
    <>
      {text} (<span {...{ [API_COUNT_ATTRIBUTE]: count }}>{count}</span>)
    </>
  );
}

/**
 * The box. `ctx.t` is the language of the reference (the headings' counts); the box itself
 * speaks the reader's language (`ctx.language`), marked with `lang`, as an English reference
 * under /zh/ is marked English.
 */
export function FilterBox({ ctx, kind, total }: { ctx: RenderContext; kind: FilterKind; total: number }) {
  const t = apiTranslate(ctx.language);
  const strings: ApiFilterStrings = {
    count: ctx.t('api.filter.count'),
    all: t('api.filter.all'),
    some: t('api.filter.some'),
    none: t(`api.filter.none.${kind}`),
    one: t('api.filter.one'),
    many: t('api.filter.many'),
  };
  return (
    <div className={parts.box} lang={LANGUAGE_TAGS[ctx.language]} {...{ [API_FILTER_ATTRIBUTE]: JSON.stringify(strings) }} {...SEARCH_IGNORE}>
      <label htmlFor={parts.input}>{t(`api.filter.label.${kind}`)}</label>
      <div className="api-filter-field">
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
          <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zM15.5 15.5 20 20" />
        </svg>
        <input
          id={parts.input}
          type="search"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={API_FILTER.maxQueryLength}
          placeholder={t('api.filter.placeholder')}
        />
        <button type="button" className={parts.clear}>
          {t('api.filter.clear')}
        </button>
      </div>
      <p className={parts.status}>
        <span className={parts.statusText}>{interpolate(strings.all, { total })}</span>{' '}
        <button type="button" className={parts.clearAll} hidden>
          {t('api.filter.clearAll')}
        </button>
      </p>
      <p id={parts.live} className="visually-hidden" role="status" />
    </div>
  );
}
