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
 * Reads a cookie of the page. Browser-only: the site is a static export, so there is no
 * request to read cookies from on the server, and calling this there is a bug.
 */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') {
    throw new Error(`readCookie("${name}") was called on the server; cookies can only be read in the browser.`);
  }
  return parseCookies(document.cookie).get(name);
}

/** The `Set-Cookie`-style string for a preference: whole site, one year. */
export function preferenceCookie(name: string, value: string): string {
  return `${name}=${encodeURIComponent(value)};path=/;max-age=${PREFERENCE_COOKIE_MAX_AGE_S};samesite=lax`;
}

export function writeCookie(name: string, value: string): void {
  document.cookie = preferenceCookie(name, value);
}

/** Removes a preference cookie (same path as it was written with). */
export function deleteCookie(name: string): void {
  document.cookie = `${name}=;path=/;max-age=0;samesite=lax`;
}
