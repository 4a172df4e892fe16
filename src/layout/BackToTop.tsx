import { SEARCH_IGNORE } from '@/src/config/searchMarkup';
import { useTranslate } from '@/src/i18n/I18nProvider';
import { ArrowUpIcon } from '@/src/ui/icons';
import { layoutClasses } from './classes';
import { MAIN_CONTENT_ID } from './landmarks';

/**
 * "Back to top": a plain link to the main landmark (which takes the focus, so the keyboard
 * starts again at the page's top), fixed in the corner and shown by CSS alone once the page has
 * been scrolled (src/layout/build/backToTopStyles.ts): no JavaScript, no layout shift.
 */
export function BackToTop() {
  const t = useTranslate();
  return (
    <a className={layoutClasses.backToTop} href={`#${MAIN_CONTENT_ID}`} {...SEARCH_IGNORE}>
      <ArrowUpIcon />
      {t('backToTop')}
    </a>
  );
}
