import type { Language } from '@/src/config/site';
import en from '@/translations/translations.json';
import zh from '@/translations/translations-zh.json';

/**
 * The few sentences the twins add in the page's language. Build-time only (they never reach
 * the browser, so they are not in translations/*.json); the untranslated notice and the last-updated line are the site's.
 */
const STRINGS = {
  en: {
    'interactive.themeBuilder': 'Interactive theme builder (it needs a browser; open the page to use it)',
    'interactive.localeDemo': 'Interactive demo of every shipped locale (it needs a browser; open the page to use it)',
    notTranslated: en.notTranslated,
    lastUpdated: en.lastUpdated,
  },
  zh: {
    'interactive.themeBuilder': '交互式主题构建器（需要浏览器，请打开页面使用）',
    'interactive.localeDemo': '所有内置语言环境的交互式示例（需要浏览器，请打开页面使用）',
    notTranslated: zh.notTranslated,
    lastUpdated: zh.lastUpdated,
  },
} as const satisfies Record<Language, Record<string, string>>;

export type TwinStringKey = keyof (typeof STRINGS)['en'];

export function twinString(language: Language, key: TwinStringKey): string {
  return STRINGS[language][key];
}
