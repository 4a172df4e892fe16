import { useEffect, useRef, useState, type ReactNode } from 'react';
import { adEvent } from '@/src/analytics/payloads';
import { sendEvent } from '@/src/analytics/send';
import { AD } from '@/src/config/constants';
import { AdblockMessage } from './AdblockMessage';
import { AdDisplay } from './AdDisplay';
import { AdErrorBoundary } from './AdErrorBoundary';
import { adClasses } from './classes';
import { useAdConfig } from './useAdConfig';
import { adEventLabel, adShapeForSession, blockedFallback, isBot, pickInHouseAd } from './decisions';
import { watchForNetworkAd, type Detection } from './detection';
import { InlineNetworkAd, NETWORK_AD_SELECTOR, NetworkScript } from './NetworkAd';
import { sessionStorageOrNull } from '@/src/preferences/sessionDecision';

/**
 * What fills the slot in the browser (loaded after hydration): the network's ad while it
 * arrives, else an in-house ad or the please-disable-adblock message.
 */
export default function AdRuntime() {
  const config = useAdConfig();
  const root = useRef<HTMLDivElement>(null);
  const [bot] = useState(() => isBot(navigator.userAgent));
  const [shape] = useState(() => adShapeForSession(sessionStorageOrNull(), config.random));
  // Drawn once per page, so the choice does not flicker on re-render.
  const [draws] = useState(() => ({ fallback: config.random(), inHouse: config.random() }));
  const networkConfigured = Boolean(shape === 'image' ? config.scriptUrl : config.endpoint);
  const [detection, setDetection] = useState<Detection | 'pending'>(networkConfigured ? 'pending' : 'blocked');

  useEffect(() => {
    if (bot || !networkConfigured) return undefined;
    return watchForNetworkAd(() => root.current?.querySelector(NETWORK_AD_SELECTOR) ?? null, config.backersLink, setDetection);
  }, [bot, networkConfigured, config.backersLink]);

  let kind: string | null = null;
  let content: ReactNode = null;
  if (bot) {
    content = <span />;
  } else if (detection === 'pending' || detection === 'found') {
    kind = detection === 'found' ? 'carbon' : null;
    content = shape === 'image' ? <NetworkScript src={config.scriptUrl} /> : <InlineNetworkAd endpoint={config.endpoint} />;
  } else if (detection === 'empty') {
    kind = 'in-house-carbon';
    content = <AdDisplay ad={pickInHouseAd(draws.inHouse)} shape={shape} />;
  } else {
    const fallback = blockedFallback(draws.fallback, draws.inHouse);
    kind = fallback.kind === 'adblock-message' ? 'in-house-adblock' : 'in-house';
    content = fallback.kind === 'adblock-message' ? <AdblockMessage /> : <AdDisplay ad={fallback.ad} shape={shape} />;
  }
  const label = kind ? adEventLabel(kind, config.placement, shape) : null;

  // A sampled share of displayed ads report it, 2.5 s after they show.
  useEffect(() => {
    if (!label || config.random() >= config.displaySampleRatio) return undefined;
    const timer = window.setTimeout(() => sendEvent(adEvent('display', label)), AD.displayEventDelayMs);
    return () => window.clearTimeout(timer);
  }, [label, config]);

  // Only a slot that shows an ad reports clicks on it: an empty or pending slot is not an ad.
  const analytics = label
    ? { 'data-ga-event-category': 'ad', 'data-ga-event-action': 'click', 'data-ga-event-label': label }
    : {};
  return (
    <div ref={root} className={`ad-root ${adClasses.runtime}`} data-ad-state={bot ? 'bot' : detection} {...analytics}>
      <AdErrorBoundary label={label ?? adEventLabel('unknown', config.placement, shape)}>{content}</AdErrorBoundary>
    </div>
  );
}
