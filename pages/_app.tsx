import '@/src/theme/fonts.css';
import type { EmotionCache } from '@emotion/cache';
import type { AppProps } from 'next/app';
import { clientOnly } from '@/src/loading/clientOnly';
import { whenInteractive } from '@/src/loading/afterHydration';
import { DocumentHead } from '@/src/layout/DocumentHead';
import { useEffect } from 'react';
import { AdProvider } from '@/src/ads/AdProvider';
import { DocsProvider } from '@/src/config/DocsProvider';
import { I18nProvider } from '@/src/i18n/I18nProvider';
import type { LanguagePack } from '@/src/i18n/languagePacks';
import { useLanguagePack } from '@/src/i18n/useLanguagePack';
import { useRouteLanguage } from '@/src/i18n/useRouteLanguage';
import { AppFrame } from '@/src/layout/AppFrame';
import { NavigationError } from '@/src/layout/NavigationError';
import { ShellErrorBoundary } from '@/src/layout/ShellErrorBoundary';
import { NavTreeProvider } from '@/src/navigation/NavTreeProvider';
import type { NavEntry, NavNeighbours } from '@/src/navigation/types';
import { pageLayout } from '@/src/layout/pageLayout';
import { takeOverFromFallback } from '@/src/islands/noScriptFallback';
import { PALETTE_PENDING_ATTRIBUTE } from '@/src/theme/paletteAttribute';

// The app's code runs: the no-JavaScript fallbacks, put back if it was late, go before React
// reads the page (src/layout/noScriptFallback.ts).
if (typeof document !== 'undefined') {
  takeOverFromFallback(document);
}

/** Analytics runs after hydration, outside the pages' first JavaScript. */
const AnalyticsRuntime = clientOnly(() => import('@/src/analytics/AnalyticsRuntime'));

interface SharedPageProps {
  languagePack?: LanguagePack | null;
  /** The navigation around the page (see src/navigation/build/navProps.ts): page data, not shared JavaScript. */
  nav?: readonly NavEntry[];
  active?: NavEntry | null;
  productId?: string | null;
  neighbours?: NavNeighbours;
}

export default function App(props: AppProps & { emotionCache?: EmotionCache }) {
  const { Component, pageProps, router, emotionCache } = props;
  const layout = pageLayout(router.pathname);
  const shared = (pageProps ?? {}) as SharedPageProps;
  const userLanguage = useRouteLanguage(router);
  const languagePack = useLanguagePack(userLanguage, shared.languagePack);
  useEffect(() => {
    // Lets browser tests, the bench (and curious readers) know the page is interactive: hydrated,
    // with the listeners and islands its components load right after hydration.
    void whenInteractive().then(() => {
      document.documentElement.dataset.hydrated = '';
    });
  }, []);
  useEffect(() => {
    // Colours the reader picked in the theme builder whose CSS variables the head script could
    // not restore from storage: computed again (the colour maths loads only then).
    if (document.documentElement.hasAttribute(PALETTE_PENDING_ATTRIBUTE)) {
      void import('@/src/theme/sitePalette').then((palette) => palette.restorePendingPalette()).catch(() => undefined);
    }
  }, []);
  useEffect(() => {
    // `npm run dev` only (removed from production builds): a saved page shows without a reload.
    if (process.env.NODE_ENV !== 'development') {
      return undefined;
    }
    let stop = () => undefined as void;
    void import('@/src/content/devRefresh').then((dev) => {
      stop = dev.listenForContentChanges(process.env.NEXT_PUBLIC_DOCS_DEV_EVENTS);
    });
    return () => stop();
  }, []);
  useEffect(() => {
    // Offline reading, on the production host only; the module loads after hydration.
    void import('@/src/serviceWorker/register').then((sw) => sw.registerServiceWorker()).catch(() => undefined);
  }, []);

  // A page that throws while rendering shows a message with a reload link, inside the frame
  // when the frame itself still works (src/layout/ShellErrorBoundary.tsx).
  const path = router.asPath.split('#')[0] ?? router.asPath;
  const renderError = <NavigationError href={path} />;

  if (layout === 'playground') {
    // The playground brings emotion's cache itself (with the server's, for its critical CSS).
    return <Component {...pageProps} emotionCache={emotionCache} />;
  }

  // No emotion cache around the docs shell: it is styled by static CSS (src/layout/build/shellStyles.ts),
  // and what uses emotion brings its provider along when it loads (src/theme/SiteCacheProvider.tsx).
  return (
    <ShellErrorBoundary
      resetKey={path}
      fallback={
        <I18nProvider language={userLanguage} pack={languagePack}>
          {renderError}
        </I18nProvider>
      }
    >
      <DocumentHead>
        <meta name="viewport" content="initial-scale=1, width=device-width" />
      </DocumentHead>
      <DocsProvider>
        <I18nProvider language={userLanguage} pack={languagePack}>
          <AnalyticsRuntime />
          {layout === 'docs' ? (
            <NavTreeProvider tree={shared.nav} active={shared.active} productId={shared.productId} neighbours={shared.neighbours}>
              <AdProvider>
                <AppFrame>
                  <ShellErrorBoundary resetKey={path} fallback={renderError}>
                    <Component {...pageProps} />
                  </ShellErrorBoundary>
                </AppFrame>
              </AdProvider>
            </NavTreeProvider>
          ) : (
            <Component {...pageProps} />
          )}
        </I18nProvider>
      </DocsProvider>
    </ShellErrorBoundary>
  );
}
