import { useNavNeighbours } from './NavTreeProvider';
import { useFeatureTranslate } from '@/src/i18n/featureStrings';
import { useUserLanguage } from '@/src/i18n/I18nProvider';
import { PART_STRINGS } from '@/src/navigation/partStrings';
import { localizePath } from '@/src/i18n/paths';
import { usePageTitle } from './pageTitle';
import { navigationClasses } from './classes';
import { SEARCH_IGNORE } from '@/src/config/searchMarkup';

/** Links to the previous and next pages in drawer order. */
export function PrevNext() {
  const t = useFeatureTranslate(PART_STRINGS);
  const language = useUserLanguage();
  const pageTitle = usePageTitle();
  const { prev, next } = useNavNeighbours();
  if (!prev && !next) {
    return null;
  }
  return (
    <nav className={navigationClasses.prevNext} aria-label={t('parts.pagination')} {...SEARCH_IGNORE}>
      {prev ? (
        <a href={localizePath(prev.pathname, language)} rel="prev">
          <span className="label">
            <span className="arrow" aria-hidden="true">
              ←
            </span>{' '}
            {t('parts.previousPage')}
          </span>
          <span>{pageTitle(prev)}</span>
        </a>
      ) : null}
      {next ? (
        <a className="next" href={localizePath(next.pathname, language)} rel="next">
          <span className="label">
            {t('parts.nextPage')}
{' '}
            <span className="arrow" aria-hidden="true">
              →
            </span>
          </span>
          <span>{pageTitle(next)}</span>
        </a>
      ) : null}
    </nav>
  );
}
