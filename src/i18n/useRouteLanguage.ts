import type { NextRouter } from 'next/router';
import { useSyncExternalStore } from 'react';
import type { Language } from '@/src/config/site';
import { switchedNotFoundLanguage } from './notFoundLanguage';
import { pathnameToLanguage } from './paths';

const subscribeNever = () => () => {};
const addressLanguage = () => pathnameToLanguage(window.location.pathname).userLanguage;

/**
 * The language of the current route. The 404 page is one static file served for every
 * unknown URL, so its language comes from the address bar once the page runs. Hydration uses
 * the language the markup is in: the prerendered English, or the language the root 404.html
 * switched to before it painted (src/i18n/notFoundLanguage.ts); React then re-renders in the
 * reader's language if that differs.
 */
export function useRouteLanguage(router: NextRouter): Language {
  const routeLanguage = pathnameToLanguage(router.pathname).userLanguage;
  const fromAddress = useSyncExternalStore(subscribeNever, addressLanguage, switchedNotFoundLanguage);
  return router.pathname === '/404' ? (fromAddress ?? routeLanguage) : routeLanguage;
}
