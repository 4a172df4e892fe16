import type { AnalyticsEvent, UserProperties } from './payloads';

/** Hands an event to `gtag`, which queues it (or drops it when the browser asked for privacy). */
export function sendEvent(event: AnalyticsEvent): void {
  window.gtag?.('event', event.name, event.params);
}

export function setUserProperties(properties: UserProperties): void {
  window.gtag?.('set', 'user_properties', properties);
}
