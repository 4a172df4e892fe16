/** The slot's decisions in the browser, as pure functions of their inputs. */
import { AD } from '@/src/config/constants';
import { sessionDecision, type SessionStore } from '@/src/preferences/sessionDecision';
import { IN_HOUSE_ADS, type InHouseAd } from './inHouseAds';

const BOT_PATTERN = /bot|googlebot|crawler|spider|robot|crawling/i;

export function isBot(userAgent: string): boolean {
  return BOT_PATTERN.test(userAgent);
}

export type AdShape = 'image' | 'inline';

export const AD_SHAPE_SESSION_KEY = 'docs-ad-shape';

/** 20% of sessions get the inline shape, the others the image shape; decided once per session. */
export function adShapeForSession(storage: SessionStore | null, random: () => number): AdShape {
  return sessionDecision<AdShape>(storage, AD_SHAPE_SESSION_KEY, ['image', 'inline'], () =>
    random() < AD.inlineShapeShare ? 'inline' : 'image',
  );
}

export type Fallback = { kind: 'adblock-message' } | { kind: 'in-house'; ad: InHouseAd };

/** With the network blocked: 20% of the time the please-disable message, else one in-house ad. */
export function blockedFallback(randomMessage: number, randomAd: number): Fallback {
  return randomMessage < AD.adblockMessageShare ? { kind: 'adblock-message' } : { kind: 'in-house', ad: pickInHouseAd(randomAd) };
}

export function pickInHouseAd(random: number): InHouseAd {
  const index = Math.min(IN_HOUSE_ADS.length - 1, Math.max(0, Math.floor(random * IN_HOUSE_ADS.length)));
  return IN_HOUSE_ADS[index] as InHouseAd;
}

/** The label every event of this ad carries, e.g. `in-house-body-top-image`. */
export function adEventLabel(kind: string, placement: string, shape: AdShape): string {
  return `${kind}-${placement}-${shape}`;
}
