import { useNavTitle } from '@/src/i18n/I18nProvider';
import { pageToTitle } from './tree';
import type { NavEntry } from './types';

/** `const title = usePageTitle(); title(page)`: the entry's label in the reader's language. */
export function usePageTitle(): (page: NavEntry) => string {
  const navTitle = useNavTitle();
  return (page) => navTitle(page.pathname) ?? pageToTitle(page);
}
