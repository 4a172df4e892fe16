import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { vitalsEvent, type AnalyticsEvent } from './payloads';

/** Reports the core web vitals of this page (loaded only by sampled sessions). */
export function reportWebVitals(send: (event: AnalyticsEvent) => void): void {
  const report = (metric: Metric) => send(vitalsEvent(metric));
  onCLS(report);
  onFCP(report);
  onINP(report);
  onLCP(report);
  onTTFB(report);
}
