import { useMemo } from 'react';
import type { Language } from '@/src/config/site';
import { useUserLanguage } from './I18nProvider';
import { createTranslate, warnInDevelopment, type Dictionary } from './translate';

/**
 * The strings of a feature that loads on demand (the theme builder, the demo editor, the
 * sandbox menu): kept in their own files (`translations/<feature>.json` and
 * `<feature>-zh.json`) and imported by the feature's code, so they travel with it instead of
 * with every page's first JavaScript. English is complete; other languages fall back to it.
 */
export type FeatureStrings<Key extends string> = { en: Readonly<Record<Key, string>> } & Readonly<
  Record<Exclude<Language, 'en'>, Dictionary>
>;

/** `t(key)` over a feature's strings, in the reader's language. */
export function useFeatureTranslate<Key extends string>(strings: FeatureStrings<Key>): (key: Key) => string {
  const language = useUserLanguage();
  return useMemo(() => createTranslate<Key>(strings, language, warnInDevelopment), [strings, language]);
}
