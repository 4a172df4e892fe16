import type { Language } from '@/src/config/site';
import { createTranslate } from '@/src/i18n/translate';
import apiEn from '@/translations/api.json';
import apiZh from '@/translations/api-zh.json';
import en from '@/translations/translations.json';
import zh from '@/translations/translations-zh.json';

/**
 * The strings of the API reference. They are only used at build time, so they live in their own
 * files (translations/api.json, api-zh.json) and never reach the browser's bundle; the site's
 * strings (plan names, …) are available too.
 */
export function apiTranslate(language: Language): (key: string) => string {
  return createTranslate({ en: { ...en, ...apiEn }, zh: { ...zh, ...apiZh } }, language, undefined);
}
