import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Language } from '@/src/config/site';
import en from '@/translations/translations.json';
import zh from '@/translations/translations-zh.json';
import { createTranslate, type Dictionaries } from './translate';

const DICTIONARIES: Dictionaries = { en, zh };

interface I18nValue {
  userLanguage: Language;
  t: (key: string) => string;
}

const I18nContext = createContext<I18nValue | null>(null);

const warnInDevelopment =
  process.env.NODE_ENV === 'production' ? undefined : (message: string) => console.warn(message);

export function I18nProvider({ language, children }: { language: Language; children: ReactNode }) {
  const value = useMemo(
    () => ({ userLanguage: language, t: createTranslate(DICTIONARIES, language, warnInDevelopment) }),
    [language],
  );
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
export function useTranslate(): (key: string) => string {
  return useI18n().t;
}

export function useUserLanguage(): Language {
  return useI18n().userLanguage;
}
