import { SEARCH_IGNORE } from '@/src/config/searchMarkup';
import { useTranslate, useUserLanguage } from '@/src/i18n/I18nProvider';
import { localizePath } from '@/src/i18n/paths';
import { breadcrumbTrail } from './breadcrumbs';
import { navigationClasses } from './classes';
import { useActivePage, useNavTree } from './NavTreeProvider';
import { usePageTitle } from './pageTitle';

/**
 * Product › group › page, above the page's title: server-rendered links (no JavaScript needed),
 * from the tree of the page's data, which holds the page's product in full.
 */
export function Breadcrumbs() {
  const t = useTranslate();
  const language = useUserLanguage();
  const pageTitle = usePageTitle();
  const tree = useNavTree();
  const active = useActivePage();
  const trail = active ? breadcrumbTrail(tree, active.pathname) : [];
  if (trail.length === 0) {
    return null;
  }
  return (
    <nav className={navigationClasses.breadcrumbs} aria-label={t('breadcrumb')} {...SEARCH_IGNORE}>
      <ol>
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          const label = pageTitle(crumb.entry);
          return (
            <li key={crumb.entry.pathname}>
              {crumb.pathname === null ? (
                <span>{label}</span>
              ) : (
                <a href={localizePath(crumb.pathname, language)} aria-current={last ? 'page' : undefined}>
                  {label}
                </a>
              )}
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
