import { DocumentHead } from '@/src/layout/DocumentHead';
import { LANGUAGE_TAGS, LANGUAGES, OG_LOCALES, PRODUCT_NAME, SITE_ORIGIN, type Language } from '@/src/config/site';
import { localizePath } from '@/src/i18n/paths';

interface DocsHeadProps {
  title: string;
  description: string;
  /** The page's route without language prefix, e.g. `/x/react-data-grid/sorting`. */
  pathname: string;
  language: Language;
  /** False for a Chinese route showing the English text: its canonical is the English page. */
  translated: boolean;
  /** Pages such as the 404 should not be indexed and have no alternates. */
  noIndex?: boolean;
}

export function documentTitle(title: string): string {
  return `${title} - ${PRODUCT_NAME}`;
}

/**
 * <title>, description, canonical URL and the en / zh alternates of a page, kept up to date as
 * the reader changes pages. What only link previews and search engines read (`og:type`, the
 * social card, the JSON-LD) is written by the server alone: ./build/articleHead.tsx.
 */
export function DocsHead({ title, description, pathname, language, translated, noIndex = false }: DocsHeadProps) {
  // The language of the text: a Chinese route without translation shows (and is) the English page.
  const textLanguage = translated ? language : 'en';
  const canonical = `${SITE_ORIGIN}${localizePath(pathname, textLanguage)}`;
  const fullTitle = documentTitle(title);
  return (
    <DocumentHead>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:locale" content={OG_LOCALES[textLanguage]} />
      {noIndex ? <meta name="robots" content="noindex" /> : null}
      {noIndex ? null : <link rel="canonical" href={canonical} />}
      {noIndex ? null : <meta property="og:url" content={canonical} />}
      {noIndex
        ? null
        : LANGUAGES.map((code) => (
            <link
              key={code}
              rel="alternate"
              hrefLang={LANGUAGE_TAGS[code]}
              href={`${SITE_ORIGIN}${localizePath(pathname, code)}`}
            />
          ))}
      {noIndex ? null : (
        <link rel="alternate" hrefLang="x-default" href={`${SITE_ORIGIN}${localizePath(pathname, 'en')}`} />
      )}
    </DocumentHead>
  );
}
