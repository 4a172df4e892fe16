import type { Language } from '@/src/config/site';
import { createTranslate, type TranslationKey } from '@/src/i18n/translate';
import apiEn from '@/translations/api.json';
import apiZh from '@/translations/api-zh.json';
import en from '@/translations/translations.json';
import zh from '@/translations/translations-zh.json';

/**
 * The strings of the API reference. They are only used at build time, so they live in their own
 * files (translations/api.json, api-zh.json) and never reach the browser's bundle; the site's
 * strings (plan names, …) are available too.
 */
export type ApiTranslate = (key: string) => string;

/**
 * Keys are plain strings here: the reference builds some from data (`api.plan.${plan}`), and a
 * key missing from both files shows up as the key itself, which the API tests catch.
 */
export function apiTranslate(language: Language): ApiTranslate {
  return createTranslate<TranslationKey | string>({ en: { ...en, ...apiEn }, zh: { ...zh, ...apiZh } }, language, undefined);
}
