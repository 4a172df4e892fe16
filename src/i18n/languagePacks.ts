import type { Language } from '@/src/config/site';
import type { Dictionary } from './translate';

/** A language's interface strings and nav labels (English ones live in the code itself). */
export interface LanguagePack {
  dictionary: Dictionary;
  /** Nav entry labels by pathname; entries without one keep their English title. */
  navTitles: Readonly<Record<string, string>>;
}

/**
 * Loads the pack of a language other than English. Docs pages get it from getStaticProps
 * (so it travels in the page's HTML, not in every page's JavaScript); the 404 page, which
 * learns its language in the browser, fetches it.
 */
export async function loadLanguagePack(language: Exclude<Language, 'en'>): Promise<LanguagePack> {
  switch (language) {
    case 'zh': {
      const [dictionary, navTitles] = await Promise.all([
        import('@/translations/translations-zh.json'),
        import('@/translations/nav-zh.json'),
      ]);
      return { dictionary: dictionary.default, navTitles: navTitles.default };
    }
    default:
      throw new Error(`No language pack for "${String(language)}".`);
  }
}
