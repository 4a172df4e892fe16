import '@fontsource-variable/inter/wght.css';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { AppCacheProvider } from '@mui/material-nextjs/v16-pagesRouter';
import type { AppProps } from 'next/app';
import Head from 'next/head';
import { I18nProvider } from '@/src/i18n/I18nProvider';
import { useRouteLanguage } from '@/src/i18n/useRouteLanguage';
import { AppFrame } from '@/src/layout/AppFrame';
import { pageLayout } from '@/src/layout/pageLayout';
import { brandTheme } from '@/src/theme/brandTheme';

export default function App(props: AppProps) {
  const { Component, pageProps, router } = props;
  const layout = pageLayout(router.pathname);
  const userLanguage = useRouteLanguage(router);

  if (layout === 'playground') {
    return (
      <AppCacheProvider {...props}>
        <Component {...pageProps} />
      </AppCacheProvider>
    );
  }

  return (
    <AppCacheProvider {...props}>
      <Head>
        <meta name="viewport" content="initial-scale=1, width=device-width" />
      </Head>
      <I18nProvider language={userLanguage}>
        <ThemeProvider theme={brandTheme} defaultMode="light">
          <CssBaseline />
          {layout === 'docs' ? (
            <AppFrame>
              <Component {...pageProps} />
            </AppFrame>
          ) : (
            <Component {...pageProps} />
          )}
        </ThemeProvider>
      </I18nProvider>
    </AppCacheProvider>
  );
}
