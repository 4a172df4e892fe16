import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Language } from '@/src/config/site';
import en from '@/translations/translations.json';
import type { LanguagePack } from './languagePacks';
import { createTranslate, warnInDevelopment, type Translate } from './translate';

interface I18nValue {
  userLanguage: Language;
  t: Translate;
  /** The nav label of an entry in the reader's language, if it has one. */
  navTitle: (pathname: string) => string | undefined;
}

const I18nContext = createContext<I18nValue | null>(null);

interface I18nProviderProps {
  language: Language;
  /** Strings of a language other than English; missing ones fall back to English. */
  pack?: LanguagePack | null;
  children: ReactNode;
}

export function I18nProvider({ language, pack, children }: I18nProviderProps) {
  const value = useMemo<I18nValue>(() => {
    const dictionaries = { en, zh: {}, [language]: language === 'en' ? en : (pack?.dictionary ?? {}) };
    return {
      userLanguage: language,
      t: createTranslate(dictionaries, language, pack || language === 'en' ? warnInDevelopment : undefined),
      navTitle: (pathname) => (language === 'en' ? undefined : pack?.navTitles[pathname]),
    };
  }, [language, pack]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) {
    throw new Error('useTranslate and useUserLanguage need an <I18nProvider> above them.');
  }
  return value;
}

/** The translate function for the reader's language: `const t = useTranslate(); t('toc')`. */
export function useTranslate(): Translate {
  return useI18n().t;
}

export function useUserLanguage(): Language {
  return useI18n().userLanguage;
}

export function useNavTitle(): (pathname: string) => string | undefined {
  return useI18n().navTitle;
}
