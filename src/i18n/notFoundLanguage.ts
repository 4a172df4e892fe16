import { isLanguage } from './paths';
import type { Language } from '@/src/config/site';

/**
 * The root `404.html` in the reader's language on hosts that serve only that file (GitHub Pages
 * and most static hosts): it carries each other language's not-found page, and under that
 * language's prefix (`/zh/…`) switches to it before it paints (scripts/build/notFoundLanguages.ts).
 * Once switched, `<html>` carries this attribute with the language, so that React hydrates the
 * page in the language its markup is in.
 */
export const NOT_FOUND_LANGUAGE_ATTRIBUTE = 'data-not-found-language';

/** The language the root not-found page switched to before hydration, or null (not switched, or on the server). */
export function switchedNotFoundLanguage(): Language | null {
  if (typeof document === 'undefined') {
    return null;
  }
  const value = document.documentElement.getAttribute(NOT_FOUND_LANGUAGE_ATTRIBUTE) ?? '';
  return isLanguage(value) ? value : null;
}
