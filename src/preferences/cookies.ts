import { PREFERENCE_COOKIE_MAX_AGE_S } from '@/src/config/constants';

/** Parses a `Cookie` header or `document.cookie` string. Malformed pairs are skipped. */
export function parseCookies(header: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index <= 0) {
      continue;
    }
    const name = part.slice(0, index).trim();
    const raw = part.slice(index + 1).trim();
    try {
      cookies.set(name, decodeURIComponent(raw));
    } catch {
      cookies.set(name, raw);
    }
  }
  return cookies;
}

/**
 * The page's cookies, or "" where the browser refuses them: a document without an origin of
 * its own (an `<iframe sandbox>` without `allow-same-origin`, a `data:` page) throws a
 * SecurityError on every read of `document.cookie`, and the reader should get the defaults.
 */
function cookieHeader(): string {
  try {
    return document.cookie;
  } catch {
    return '';
  }
}

/** Sets a cookie; where cookies are refused (see above) the preference lasts for this page only. */
function setCookie(text: string): void {
  try {
    document.cookie = text;
  } catch {
    // Cookies refused: nothing to keep, nothing to break.
  }
}

/**
 * Reads a cookie of the page. Browser-only: the site is a static export, so there is no
 * request to read cookies from on the server, and calling this there is a bug. Never throws
 * in the browser: refused cookies read as none.
 */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') {
    throw new Error(`readCookie("${name}") was called on the server; cookies can only be read in the browser.`);
  }
  return parseCookies(cookieHeader()).get(name);
}

/** The `Set-Cookie`-style string for a preference: whole site, one year. */
export function preferenceCookie(name: string, value: string): string {
  return `${name}=${encodeURIComponent(value)};path=/;max-age=${PREFERENCE_COOKIE_MAX_AGE_S};samesite=lax`;
}

export function writeCookie(name: string, value: string): void {
  setCookie(preferenceCookie(name, value));
}

/** Removes a preference cookie (same path as it was written with). */
export function deleteCookie(name: string): void {
  setCookie(`${name}=;path=/;max-age=0;samesite=lax`);
}
