/**
 * What the site tells the analytics tag, as pure functions of their inputs (GA4 conventions:
 * an event name plus flat parameters).
 */
import { getProductInfoFromUrl } from '@/src/navigation/productInfo';
import type { CodeStyling, CodeVariant, Mode } from '@/src/preferences/values';

export interface AnalyticsEvent {
  name: string;
  params: Record<string, string | number | boolean>;
}

/** `page_view` for the page now shown: its title, full URL and product. */
export function pageViewEvent(title: string, href: string): AnalyticsEvent {
  const { pathname } = new URL(href);
  const { productId, productCategoryId } = getProductInfoFromUrl(pathname);
  return {
    name: 'page_view',
    params: { page_title: title, page_location: href, productId, productCategoryId },
  };
}

/** Pixel ratios vary in tiny steps with zoom; one decimal is enough to segment by. */
export function roundPixelRatio(ratio: number): number {
  return Math.round(ratio * 10) / 10;
}

export interface UserPropertiesInput {
  codeVariant: CodeVariant;
  userLanguage: string;
  devicePixelRatio: number;
  /** Whether the operating system prefers dark. */
  systemDark: boolean;
  /** The reader's mode choice: light, dark or system. */
  mode: Mode;
  codeStyling: CodeStyling;
}

export type UserProperties = Record<
  'codeVariant' | 'userLanguage' | 'devicePixelRatio' | 'colorSchemeOS' | 'colorScheme' | 'codeStylingVariant',
  string | number
>;

export function userProperties(input: UserPropertiesInput): UserProperties {
  return {
    codeVariant: input.codeVariant,
    userLanguage: input.userLanguage,
    devicePixelRatio: roundPixelRatio(input.devicePixelRatio),
    colorSchemeOS: input.systemDark ? 'dark' : 'light',
    colorScheme: input.mode,
    codeStylingVariant: input.codeStyling,
  };
}

/**
 * The event a click sends: the nearest element with `data-ga-event-category` names it, with
 * its action and label. `data-ga-event-split` (0..1) keeps that share of the clicks.
 */
export function clickEvent(target: Element | null, random: () => number): AnalyticsEvent | null {
  const element = target?.closest('[data-ga-event-category]');
  const category = element?.getAttribute('data-ga-event-category');
  if (!element || !category) {
    return null;
  }
  const split = element.getAttribute('data-ga-event-split');
  if (split !== null) {
    const share = Number.parseFloat(split);
    if (Number.isFinite(share) && random() >= share) {
      return null;
    }
  }
  const params: AnalyticsEvent['params'] = {};
  const action = element.getAttribute('data-ga-event-action');
  const label = element.getAttribute('data-ga-event-label');
  if (action) params.eventAction = action;
  if (label) params.eventLabel = label;
  return { name: category, params };
}

export type AdEventAction = 'display' | 'click' | 'crash';

export function adEvent(action: AdEventAction, label: string): AnalyticsEvent {
  return { name: 'ad', params: { eventAction: action, eventLabel: label } };
}

export interface VitalsMetric {
  name: string;
  id: string;
  value: number;
  delta: number;
  rating: string;
}

/** A web-vitals metric as an event; CLS is scaled by 1000 so GA's integer values keep it. */
export function vitalsEvent(metric: VitalsMetric): AnalyticsEvent {
  const scale = metric.name === 'CLS' ? 1000 : 1;
  return {
    name: metric.name,
    params: {
      value: Math.round(metric.value * scale),
      metric_id: metric.id,
      metric_value: metric.value,
      metric_delta: metric.delta,
      metric_rating: metric.rating,
      non_interaction: true,
    },
  };
}
