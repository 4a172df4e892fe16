import { browserHasPrivacySignal } from './privacy';

export const TAG_SCRIPT_ORIGIN = 'https://www.googletagmanager.com';

/** Loads GA4's tag script once, only with a measurement id and no privacy signal. */
export function loadTagScript(measurementId: string): void {
  if (!measurementId || browserHasPrivacySignal() || document.getElementById('ga-tag')) {
    return;
  }
  const script = document.createElement('script');
  script.id = 'ga-tag';
  script.async = true;
  script.src = `${TAG_SCRIPT_ORIGIN}/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.appendChild(script);
}
