import { DEFAULT_LANGUAGE, type Language } from '@/src/config/site';
import type english from '@/translations/translations.json';
import { isLanguage } from './paths';

/** Every interface string has an English text: its key is one of translations.json's. */
export type TranslationKey = keyof typeof english;
export type Translate = (key: TranslationKey) => string;

export type Dictionary = Readonly<Record<string, string>>;
export type Dictionaries = Readonly<Record<Language, Dictionary>>;
export type Warn = (message: string) => void;

/** Missing strings are reported in development only. */
export const warnInDevelopment: Warn | undefined =
  process.env.NODE_ENV === 'production' ? undefined : (message: string) => console.warn(message);

/**
 * Builds the `t(key)` function for one language. A key missing in that language falls back
 * to English and is reported once per key through `warn` (pass `undefined` in production).
 * A key missing in English too returns the key itself, so a reader never sees a crash.
 * An unknown language is a programming error and throws. `Key` is the site's key set unless
 * a caller with its own strings (the build-time API reference) names a wider one.
 */
export function createTranslate<Key extends string = TranslationKey>(
  dictionaries: Dictionaries,
  language: string,
  warn: Warn | undefined,
): (key: Key) => string {
  if (!isLanguage(language)) {
    throw new Error(`Unknown language "${language}". Supported languages: ${Object.keys(dictionaries).join(', ')}.`);
  }
  const primary = dictionaries[language];
  const fallback = dictionaries[DEFAULT_LANGUAGE];
  const warned = new Set<string>();
  return (key: Key) => {
    const own = primary[key];
    if (own !== undefined) {
      return own;
    }
    if (warn && !warned.has(key)) {
      warned.add(key);
      warn(
        fallback[key] === undefined
          ? `Missing translation key "${key}" in every language.`
          : `Missing translation for "${key}" in "${language}"; using English.`,
      );
    }
    return fallback[key] ?? key;
  };
}

/**
 * Fills the `{name}` placeholders of a translated string. A placeholder without a value stays
 * as written, so a missing value shows up in review instead of disappearing.
 */
export function interpolate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, key: string) =>
    Object.hasOwn(values, key) ? String(values[key]) : placeholder,
  );
}
