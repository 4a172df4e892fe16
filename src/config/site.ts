/**
 * The site's identity, versions and hosts. Values that depend on the deployment come from
 * `NEXT_PUBLIC_*` environment variables (inlined at build time) with safe defaults.
 */

export const LANGUAGES = ['en', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** How each language names itself in the language menu. */
export const LANGUAGE_LABELS: Record<Language, string> = {
  en: 'English',
  zh: '中文',
};

/** The value of `<html lang>` and of hreflang alternates for each language. */
export const LANGUAGE_TAGS: Record<Language, string> = {
  en: 'en',
  zh: 'zh',
};

/** The `og:locale` of each language (Open Graph wants language_TERRITORY). */
export const OG_LOCALES: Record<Language, string> = {
  en: 'en_US',
  zh: 'zh_CN',
};

export const DOCS_VERSION = '7.23.6';

export interface VersionLink {
  text: string;
  href: string;
  current: boolean;
}

export const VERSIONS: readonly VersionLink[] = [
  { text: `v${DOCS_VERSION}`, href: '/x/introduction/', current: true },
  { text: 'next', href: 'https://next.mui.com', current: false },
  { text: 'v6', href: 'https://v6.mui.com', current: false },
  { text: 'v5', href: 'https://v5.mui.com', current: false },
  { text: 'v4', href: 'https://v4.mui.com', current: false },
];

export const PRODUCT_NAME = 'MUI X';

function envOrDefault(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim();
  return trimmed ? trimmed.replace(/\/+$/, '') : fallback;
}

/**
 * The production origin: canonical URLs and hreflang alternates point here, and the
 * service worker registers only when the page is served from this host.
 */
export const SITE_ORIGIN = envOrDefault(process.env.NEXT_PUBLIC_SITE_ORIGIN, 'https://mui.com');

/**
 * "Edit this page" links point to `<base>/<path of the markdown file>`. Without a configured
 * base there is no link: a guessed repository would send readers to a 404 elsewhere.
 */
export const EDIT_URL_BASE: string | null = envOrDefault(process.env.NEXT_PUBLIC_EDIT_URL_BASE, '') || null;

export { DOCS_PREFIX } from './docsPrefix';

/** Where the plan markers link. */
export const LICENSING_PATHNAME = '/x/introduction/licensing';

/** Where `/` and `/x/` send readers. */
export const HOME_PATHNAME = '/x/introduction';

/**
 * The host (with port, if any) the production site is served from. The service worker
 * registers only there: never on localhost, previews or other hosts.
 */
export const PRODUCTION_HOST = process.env.NEXT_PUBLIC_PRODUCTION_HOST?.trim() || new URL(SITE_ORIGIN).host;

/** The GA4 measurement id. Empty: events still queue in `dataLayer`, but no tag script loads. */
export const GA_MEASUREMENT_ID = process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID?.trim() ?? '';

/** The ad network's script, injected after hydration. Empty (the default): no ad network. */
export const AD_SCRIPT_URL = process.env.NEXT_PUBLIC_AD_SCRIPT_URL?.trim() ?? '';

/** The JSON endpoint of inline ads. Empty (the default): no request is made. */
export const AD_ENDPOINT = process.env.NEXT_PUBLIC_AD_ENDPOINT?.trim() ?? '';

/**
 * Where "Was this page helpful?" posts each vote and comment (JSON: page, language, vote,
 * comment, version). Empty (the default): votes go to analytics only, and readers are offered
 * an issue in the repository for their comment.
 */
export const FEEDBACK_URL = process.env.NEXT_PUBLIC_FEEDBACK_URL?.trim() ?? '';

export const DEFAULT_FEEDBACK_ISSUES_URL = 'https://github.com/mui/mui-x/issues/new';

/** The repository's "new issue" page, offered for comments when no feedback endpoint is set. */
export const FEEDBACK_ISSUES_URL = envOrDefault(process.env.NEXT_PUBLIC_FEEDBACK_ISSUES_URL, DEFAULT_FEEDBACK_ISSUES_URL);
