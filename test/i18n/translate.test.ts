import { describe, expect, it, vi } from 'vitest';
import { createTranslate, type TranslationKey } from '@/src/i18n/translate';
import en from '@/translations/translations.json';
import zh from '@/translations/translations-zh.json';
import builderEn from '@/translations/builder.json';
import builderZh from '@/translations/builder-zh.json';
import editorEn from '@/translations/demoEditor.json';
import editorZh from '@/translations/demoEditor-zh.json';
import sandboxEn from '@/translations/sandbox.json';
import sandboxZh from '@/translations/sandbox-zh.json';
import feedbackEn from '@/translations/feedback.json';
import feedbackZh from '@/translations/feedback-zh.json';
import searchEn from '@/translations/search.json';
import searchZh from '@/translations/search-zh.json';
import settingsEn from '@/translations/settings.json';
import settingsZh from '@/translations/settings-zh.json';
import localeEn from '@/translations/locale.json';
import localeZh from '@/translations/locale-zh.json';
import demoEn from '@/translations/demo.json';
import demoZh from '@/translations/demo-zh.json';
import adsEn from '@/translations/ads.json';
import adsZh from '@/translations/ads-zh.json';
import pagesEn from '@/translations/pages.json';
import pagesZh from '@/translations/pages-zh.json';
import contentEn from '@/translations/content.json';
import contentZh from '@/translations/content-zh.json';
import partsEn from '@/translations/parts.json';
import partsZh from '@/translations/parts-zh.json';
import twinsEn from '@/translations/twins.json';
import twinsZh from '@/translations/twins-zh.json';

/** The site's strings, and those of each feature that loads on demand (src/i18n/featureStrings.ts). */
const FILES: [name: string, english: Record<string, string>, chinese: Record<string, string>, prefix: string | null][] = [
  ['translations', en, zh, null],
  ['builder', builderEn, builderZh, 'builder.'],
  ['demoEditor', editorEn, editorZh, 'demoEditor.'],
  ['sandbox', sandboxEn, sandboxZh, 'sandbox.'],
  ['feedback', feedbackEn, feedbackZh, 'feedback.'],
  ['search', searchEn, searchZh, 'search.'],
  ['settings', settingsEn, settingsZh, 'settings.'],
  ['locale', localeEn, localeZh, 'locale.'],
  ['demo', demoEn, demoZh, 'demo.'],
  ['ads', adsEn, adsZh, 'ad.'],
  ['pages', pagesEn, pagesZh, 'page.'],
  ['content', contentEn, contentZh, 'content.'],
  ['parts', partsEn, partsZh, 'parts.'],
  ['twins', twinsEn, twinsZh, 'twins.'],
];

const dictionaries = {
  en: { toc: 'Contents', editPage: 'Edit this page', onlyEnglish: 'Only in English' },
  zh: { toc: '目录', editPage: '编辑此页' },
};

describe('createTranslate', () => {
  it.each([
    ['en', 'toc', 'Contents'],
    ['zh', 'toc', '目录'],
    ['zh', 'onlyEnglish', 'Only in English'],
    ['en', 'missingEverywhere', 'missingEverywhere'],
  ])('%s %s -> %s', (language, key, expected) => {
    // Fixture keys stand for real ones: the type only knows translations.json's.
    expect(createTranslate(dictionaries, language, undefined)(key as TranslationKey)).toBe(expected);
  });

  it('warns once per key missing in Chinese', () => {
    const warn = vi.fn();
    const t = createTranslate(dictionaries, 'zh', warn) as (key: string) => string;
    t('onlyEnglish');
    t('onlyEnglish');
    t('toc');
    t('missingEverywhere');
    expect(warn.mock.calls).toEqual([
      ['Missing translation for "onlyEnglish" in "zh"; using English.'],
      ['Missing translation key "missingEverywhere" in every language.'],
    ]);
  });

  it('does not warn without a reporter (production)', () => {
    const t = createTranslate(dictionaries, 'zh', undefined) as (key: string) => string;
    expect(() => t('onlyEnglish')).not.toThrow();
  });

  it.each(['fr', 'EN', '', 'zh-CN'])('throws on the unknown language %j', (language) => {
    expect(() => createTranslate(dictionaries, language, undefined)).toThrow(`Unknown language "${language}"`);
  });
});

describe.each(FILES)('translation file %s', (_name, english, chinese, prefix) => {
  it('Chinese has every English key and nothing else', () => {
    expect(Object.keys(chinese).sort()).toEqual(Object.keys(english).sort());
  });

  it('no value is empty', () => {
    for (const [key, value] of [...Object.entries(english), ...Object.entries(chinese)]) {
      expect(value.trim(), key).not.toBe('');
    }
  });

  it('keys carry the feature prefix, and no other file has them', () => {
    const others = FILES.filter((file) => file[1] !== english).flatMap((file) => Object.keys(file[1]));
    for (const key of Object.keys(english)) {
      if (prefix) expect(key.startsWith(prefix), key).toBe(true);
      expect(others, key).not.toContain(key);
    }
  });
});
