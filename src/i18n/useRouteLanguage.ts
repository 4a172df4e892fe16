import type { NextRouter } from 'next/router';
import { useSyncExternalStore } from 'react';
import type { Language } from '@/src/config/site';
import { pathnameToLanguage } from './paths';

const subscribeNever = () => () => {};
const addressLanguage = () => pathnameToLanguage(window.location.pathname).userLanguage;
const noAddress = () => null;

/**
 * The language of the current route. The 404 page is one static file served for every
 * unknown URL, so its language comes from the address bar once the page runs (hydration
 * uses the prerendered English, then React re-renders in the reader's language).
 */
export function useRouteLanguage(router: NextRouter): Language {
  const routeLanguage = pathnameToLanguage(router.pathname).userLanguage;
  const fromAddress = useSyncExternalStore(subscribeNever, addressLanguage, noAddress);
  return router.pathname === '/404' ? (fromAddress ?? routeLanguage) : routeLanguage;
}
