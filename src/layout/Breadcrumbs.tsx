import { SEARCH_IGNORE } from '@/src/config/searchMarkup';
import type { Crumb } from '@/src/content/types';
import { useTranslate, useUserLanguage } from '@/src/i18n/I18nProvider';
import { localizePath } from '@/src/i18n/paths';
import { navigationClasses } from '@/src/navigation/classes';

/**
 * Product › group › page, above the page's title: server-rendered links (no JavaScript needed).
 * The trail comes with the page's props, made at build time from the whole nav
 * (./seo/breadcrumbs.ts, which the JSON-LD reads too); a page outside every group has none.
 */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  const t = useTranslate();
  const language = useUserLanguage();
  if (trail.length < 2) {
    return null;
  }
  return (
    <nav className={navigationClasses.breadcrumbs} aria-label={t('breadcrumb')} {...SEARCH_IGNORE}>
      <ol>
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={`${index}${crumb.pathname}`}>
              <a href={localizePath(crumb.pathname, language)} aria-current={last ? 'page' : undefined}>
                {crumb.name}
              </a>
              {last ? null : (
                <svg className="separator" aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="14" height="14">
                  <path d="M6 3.5 10.5 8 6 12.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
