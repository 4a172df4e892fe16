import Router from 'next/router';
import { memo, useEffect } from 'react';
import { PAGE_VIEW_DELAY_MS } from '@/src/config/constants';
import { useDocsConfig } from '@/src/config/DocsProvider';
import { useUserLanguage } from '@/src/i18n/I18nProvider';
import { usePreferences } from '@/src/preferences/usePreferences';
import { SYSTEM_DARK_QUERY } from '@/src/preferences/values';
import { loadTagScript } from './loadTag';
import { clickEvent, pageViewEvent, userProperties } from './payloads';
import { sessionReportsVitals } from './sampling';
import { sendEvent, setUserProperties } from './send';
import { useMediaQueryMatches, usePixelRatio } from './useMediaQuery';
import { sessionStorageOrNull } from '@/src/preferences/sessionDecision';

/**
 * Everything analytics does in the browser. It renders nothing and is loaded after
 * hydration (never part of a page's first JavaScript). It reads the router's events from the
 * singleton, not `useRouter()`, whose object is new at every page change: so a page change
 * does not render it again.
 */
export default memo(function AnalyticsRuntime() {
  const { gaMeasurementId } = useDocsConfig();
  const userLanguage = useUserLanguage();
  const { codeVariant, codeStyling, mode } = usePreferences();
  const systemDark = useMediaQueryMatches(SYSTEM_DARK_QUERY);
  const devicePixelRatio = usePixelRatio();

  useEffect(() => loadTagScript(gaMeasurementId), [gaMeasurementId]);

  // page_view for the page this loaded on, then after every route change.
  useEffect(() => {
    const timers = new Set<number>();
    const sendPageView = () => {
      const timer = window.setTimeout(() => {
        timers.delete(timer);
        sendEvent(pageViewEvent(document.title, window.location.href));
      }, PAGE_VIEW_DELAY_MS);
      timers.add(timer);
    };
    sendPageView();
    Router.events.on('routeChangeComplete', sendPageView);
    return () => {
      Router.events.off('routeChangeComplete', sendPageView);
      timers.forEach((timer) => window.clearTimeout(timer));
    };
  }, []);

  useEffect(() => {
    setUserProperties(userProperties({ codeVariant, codeStyling, mode, systemDark, devicePixelRatio, userLanguage }));
  }, [codeVariant, codeStyling, mode, systemDark, devicePixelRatio, userLanguage]);

  // One delegated listener for every element carrying data-ga-event-* attributes.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const analyticsEvent = clickEvent(event.target instanceof Element ? event.target : null, Math.random);
      if (analyticsEvent) {
        sendEvent(analyticsEvent);
      }
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  useEffect(() => {
    if (sessionReportsVitals(sessionStorageOrNull(), Math.random)) {
      void import('./vitals').then(({ reportWebVitals }) => reportWebVitals(sendEvent));
    }
  }, []);

  return null;
});
