/**
 * Registers the service worker after hydration (imported dynamically by pages/_app.tsx, so
 * none of this is in a page's initial JavaScript) and starts the update flow.
 */
import { PRODUCTION_HOST } from '@/src/config/site';
import { cacheUrlsMessage, SW_SCOPE, SW_URL } from './config';
import { shouldRegister } from './shouldRegister';
import { startUpdateFlow } from './updateFlow';
import { urlsToWarm } from './warmUrls';

export async function registerServiceWorker(): Promise<void> {
  const register = shouldRegister({
    productionBuild: process.env.NODE_ENV === 'production',
    supported: 'serviceWorker' in navigator,
    host: window.location.host,
    productionHost: PRODUCTION_HOST,
  });
  if (!register) {
    return;
  }
  const container = navigator.serviceWorker;
  const firstInstall = container.controller === null;
  try {
    const registration = await container.register(SW_URL, { scope: SW_SCOPE });
    startUpdateFlow(registration, {
      container,
      hasFocus: () => document.hasFocus(),
      reload: () => window.location.reload(),
    });
    // `ready` only settles for pages inside the scope; Chinese pages just register.
    if (firstInstall && window.location.pathname.startsWith(SW_SCOPE)) {
      const ready = await container.ready;
      const resources = performance.getEntriesByType('resource').map((entry) => entry.name);
      ready.active?.postMessage(cacheUrlsMessage(urlsToWarm(window.location.href, resources)));
    }
  } catch (error) {
    // No worker means no offline reading; the page itself is unaffected.
    console.warn('Service worker registration failed:', error);
  }
}
