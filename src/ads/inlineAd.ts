/** Inline ads: fetched from a JSON endpoint that answers with a list of ads. */
import { AD } from '@/src/config/constants';

/** A usable ad of the endpoint, with the fields the slot reads. */
export interface NetworkAd {
  company: string;
  description: string;
  image: string;
  statlink: string;
  statimp: string;
  pixel: string;
  timestamp: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** The first ad with a body (any field at all) and a statlink, or null. */
export function firstUsableAd(list: readonly unknown[]): NetworkAd | null {
  for (const item of list) {
    if (isRecord(item) && Object.keys(item).length > 0 && text(item.statlink)) {
      return {
        company: text(item.company),
        description: text(item.description),
        image: text(item.image),
        statlink: text(item.statlink),
        statimp: text(item.statimp),
        pixel: text(item.pixel),
        timestamp: text(item.timestamp),
      };
    }
  }
  return null;
}

/** The list of an answer: the answer itself, or (as some networks wrap it) its `ads` field. */
function adList(answer: unknown): readonly unknown[] | null {
  if (Array.isArray(answer)) return answer;
  if (isRecord(answer) && Array.isArray(answer.ads)) return answer.ads;
  return null;
}

type Fetch = (url: string) => Promise<Pick<Response, 'ok' | 'json'>>;

/**
 * Asks the endpoint up to 10 times until an answer holds a usable ad. A network error, an
 * error status or an answer that is not a list of ads means no ad, at once.
 */
export async function fetchInlineAd(endpoint: string, fetcher: Fetch, maxAttempts: number = AD.maxFetchAttempts): Promise<NetworkAd | null> {
  for (let attempt = 0; attempt < maxAttempts; attempt += 1) {
    let answer: unknown;
    try {
      const response = await fetcher(endpoint);
      if (!response.ok) return null;
      answer = await response.json();
    } catch {
      return null;
    }
    const list = adList(answer);
    if (!list) return null;
    const ad = firstUsableAd(list);
    if (ad) return ad;
  }
  return null;
}

/** The ad's impression pixels: `pixel` split on "||", with its timestamp filled in; http(s) only. */
export function impressionPixelUrls(ad: Pick<NetworkAd, 'pixel' | 'timestamp'>): string[] {
  return ad.pixel
    .split('||')
    .map((pixel) => pixel.trim().replaceAll('[timestamp]', ad.timestamp))
    .filter((url) => /^https?:\/\//i.test(url));
}
