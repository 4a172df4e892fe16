import { useEffect, useState } from 'react';
import type { Language } from '@/src/config/site';
import { loadLanguagePack, type LanguagePack } from './languagePacks';

/**
 * The language pack of the page: from its props when the build provided one, otherwise
 * (the 404 page, which learns its language in the browser) fetched on demand. English
 * needs none. Until a fetched pack arrives, strings fall back to English.
 */
export function useLanguagePack(language: Language, fromProps: LanguagePack | null | undefined): LanguagePack | null {
  const [fetched, setFetched] = useState<{ language: Language; pack: LanguagePack } | null>(null);
  const needsFetch = language !== 'en' && !fromProps;
  useEffect(() => {
    if (!needsFetch) {
      return undefined;
    }
    let cancelled = false;
    loadLanguagePack(language).then(
      (pack) => {
        if (!cancelled) {
          setFetched({ language, pack });
        }
      },
      // Without the pack the page stays readable in English.
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [language, needsFetch]);
  if (language === 'en') {
    return null;
  }
  return fromProps ?? (fetched?.language === language ? fetched.pack : null);
}
