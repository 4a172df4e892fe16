import type { ReactNode } from 'react';
import { apiEntryNamed, apiPathname } from '@/data/api/components';
import type { Language } from '@/src/config/site';
import { localizePath } from '@/src/i18n/paths';
import { interpolate } from '@/src/i18n/translate';
import { GroupMembers, type RenderContext } from './ApiReference';
import { apiPageData } from './data';
import { apiTranslate } from './strings';

/** The API object's page: `::api-methods` shows one of its groups. */
export const API_OBJECT = 'GridApi';

/** The interfaces `::api-methods{interface="…"}` accepts: the groups of GridApi's methods. */
export function apiMethodGroupNames(): string[] {
  return apiPageData(API_OBJECT).groups.map((group) => group.name);
}

/**
 * What `::api-methods{interface="GridSortApi"}` shows: the interface's methods (each linking to
 * its anchor on the GridApi page) and the selectors of the same feature, with the API styles,
 * labelled in `stringsLanguage` and linking in `linksLanguage`. Undefined for an interface that
 * is not one of GridApi's groups.
 */
export function renderApiMethods(interfaceName: string, stringsLanguage: Language, linksLanguage: Language): ReactNode | undefined {
  const page = apiPageData(API_OBJECT);
  const group = page.groups.find((candidate) => candidate.name === interfaceName);
  const entry = apiEntryNamed(API_OBJECT);
  if (!group || !entry) {
    return undefined;
  }
  const t = apiTranslate(stringsLanguage);
  const ctx: RenderContext = { t, language: linksLanguage };
  const href = localizePath(apiPathname(entry), linksLanguage);
  return (
    <>
      <GroupMembers page={page} group={group} ctx={ctx} hrefBase={href} />
      <p className="api-methods-more">
        <a href={href}>{interpolate(t('api.seeAllMethods'), {})}</a>
      </p>
    </>
  );
}
