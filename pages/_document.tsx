import {
  DocumentHeadTags,
  documentGetInitialProps,
  type DocumentHeadTagsProps,
} from '@mui/material-nextjs/v16-pagesRouter';
import { Head, Html, Main, NextScript, type DocumentContext, type DocumentProps } from 'next/document';
import { analyticsStubScript } from '@/src/analytics/stubScript';
import { GA_MEASUREMENT_ID, LANGUAGE_TAGS } from '@/src/config/site';
import { pathnameToLanguage } from '@/src/i18n/paths';
import { pageLayout } from '@/src/layout/pageLayout';
import { ArticleHead, hasApiFilter } from '@/src/layout/build/articleHead';
import { propsForDocument } from '@/src/layout/build/contentOnce';
import { apiFilterPendingScript } from '@/src/content/shared/apiFilterMarkup';
import { FAVICON_DATA_URL } from '@/src/layout/build/favicon';
import { MAIN_CONTENT_ID } from '@/src/layout/landmarks';
import { noScriptFallbackScript } from '@/src/layout/build/noScriptFallbackScript';
import { bodyScript, headScript } from '@/src/theme/noFlashScript';
import { THEME_COLORS } from '@/src/preferences/values';
import { SITE_CSS, SITE_STYLESHEET_HREF } from '@/src/layout/build/siteStylesheet';

// Computed once per build: the analytics stub and the no-JavaScript fallback script.
const DEV = process.env.NODE_ENV === 'development';
const ANALYTICS_STUB = analyticsStubScript(GA_MEASUREMENT_ID);
const NO_SCRIPT_FALLBACK_SCRIPT = noScriptFallbackScript();

export default function Document(props: DocumentProps & DocumentHeadTagsProps) {
  const page = props.__NEXT_DATA__.page;
  const { userLanguage } = pathnameToLanguage(page);
  const layout = pageLayout(page);
  const themed = layout !== 'playground';
  const pageProps: unknown = props.__NEXT_DATA__.props?.pageProps;
  // NextScript writes this same object into the document, after this render: the content HTML
  // goes in as markup only (src/layout/build/contentOnce.ts). What is read above keeps it.
  // eslint-disable-next-line react-hooks/immutability -- on purpose: NextScript reads __NEXT_DATA__ from Next.js's own context, and this object is the only way to change what it writes
  props.__NEXT_DATA__.props = propsForDocument(props.__NEXT_DATA__.props);
  return (
    // `no-js` until the head script runs: what readers without JavaScript get instead (menu link).
    <Html lang={LANGUAGE_TAGS[userLanguage]} className={themed ? 'no-js' : undefined}>
      <Head>
        <meta name="theme-color" content={THEME_COLORS.light} />
        {/*
          No paint until the app bar and the navigation are parsed (the <main> start tag): on a
          slow phone the parser yields mid-document, and a first paint of half an app bar moves
          its buttons when the rest arrives (layout shift). Browsers without support ignore it.
          Docs pages only: the redirect pages have no app bar and no <main>.
        */}
        {layout === 'docs' ? <link rel="expect" href={`#${MAIN_CONTENT_ID}`} blocking="render" /> : null}
        {/* `npm run dev` has no export step to write the site's style sheet: its rules go inline. */}
        {themed && DEV ? <style id="site-theme" dangerouslySetInnerHTML={{ __html: SITE_CSS }} /> : null}
        {/* Before anything paints: the reader's colour scheme, direction and colours. */}
        {themed ? <script dangerouslySetInnerHTML={{ __html: headScript() }} /> : null}
        {/* When the page's code cannot run after all: the no-JavaScript fallbacks come back. */}
        {themed ? <script dangerouslySetInnerHTML={{ __html: NO_SCRIPT_FALLBACK_SCRIPT }} /> : null}
        {/* dataLayer and gtag exist from the start, so events queue until the tag loads. */}
        {themed ? <script dangerouslySetInnerHTML={{ __html: ANALYTICS_STUB }} /> : null}
        {/* A page opened with ?filter=: its members wait for the filter (no layout shift). */}
        {hasApiFilter(pageProps) ? <script dangerouslySetInnerHTML={{ __html: apiFilterPendingScript() }} /> : null}
        {/* For link previews and search engines only: og:type, the social card, the JSON-LD. */}
        <ArticleHead pageProps={pageProps} />
        <DocumentHeadTags {...props} />
        {/* Inline: no request while the page paints (src/layout/build/favicon.ts). */}
        <link rel="icon" href={FAVICON_DATA_URL} type="image/svg+xml" />
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        {/*
          The site's style sheet: one file for every page, cached by the browser after the first
          (scripts/build/siteStylesheet.ts writes it). After the inline scripts above, which
          would otherwise wait for it to arrive; before Next.js's own style sheets, as before.
        */}
        {themed && !DEV ? <link rel="stylesheet" href={SITE_STYLESHEET_HREF} /> : null}
      </Head>
      <body>
        {themed ? <script dangerouslySetInnerHTML={{ __html: bodyScript() }} /> : null}
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}

Document.getInitialProps = async (ctx: DocumentContext) => documentGetInitialProps(ctx);
