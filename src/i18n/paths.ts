import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@/src/config/site';

export interface LanguageOfPath {
  userLanguage: Language;
  /** The path without its language segment; hash and trailing slash kept. */
  canonicalAs: string;
  /** The path without language, hash and trailing slash; `/api...` becomes `/api-docs...`. */
  canonicalPathname: string;
}

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

const LANGUAGE_SEGMENT = /^\/([a-z]{2})(?=\/|$)/;

/** Paths that exist in one language only and never carry a language prefix. */
function isLanguageNeutral(path: string): boolean {
  return path === '/blog' || path.startsWith('/blog/');
}

/** Splits a path such as `/zh/x/react-data-grid/#sorting` into its language and the rest. */
export function pathnameToLanguage(pathname: string): LanguageOfPath {
  let userLanguage: Language = DEFAULT_LANGUAGE;
  let canonicalAs = pathname;
  const match = LANGUAGE_SEGMENT.exec(pathname);
  if (match && isLanguage(match[1] ?? '')) {
    userLanguage = match[1] as Language;
    canonicalAs = pathname.slice(match[0].length) || '/';
  }
  let canonicalPathname = canonicalAs.replace(/#.*$/, '');
  if (canonicalPathname.length > 1) {
    canonicalPathname = canonicalPathname.replace(/\/+$/, '') || '/';
  }
  canonicalPathname = canonicalPathname.replace(/^\/api(?=\/|$)/, '/api-docs');
  return { userLanguage, canonicalAs, canonicalPathname };
}

/**
 * The URL of an internal path for a reader of `language`: Chinese paths get the `/zh`
 * prefix, every page path gets a trailing slash. Hash and query are kept; external URLs,
 * anchors, files and language-neutral paths (`/blog`) get no language prefix.
 */
export function localizePath(path: string, language: Language): string {
  if (!path.startsWith('/') || path.startsWith('//')) {
    return path;
  }
  const split = /^([^?#]*)(.*)$/.exec(path);
  let pathname = split?.[1] ?? path;
  const rest = split?.[2] ?? '';
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  if (lastSegment.includes('.')) {
    // A file (`/favicon.ico`, `/x/sw.js`): the same for every language.
    return path;
  }
  if (!pathname.endsWith('/')) {
    pathname = `${pathname}/`;
  }
  if (isLanguageNeutral(pathname)) {
    return pathname + rest;
  }
  const current = LANGUAGE_SEGMENT.exec(pathname);
  if (current && isLanguage(current[1] ?? '')) {
    pathname = pathname.slice(current[0].length) || '/';
  }
  const prefix = language === DEFAULT_LANGUAGE ? '' : `/${language}`;
  return `${prefix}${pathname}${rest}`;
}
