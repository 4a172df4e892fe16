import styled from '@emotion/styled';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { adEvent } from '@/src/analytics/payloads';
import { sendEvent } from '@/src/analytics/send';
import { AD } from '@/src/config/constants';
import { radius, spacing, vars } from '@/src/theme/tokens';
import { AdblockMessage } from './AdblockMessage';
import { AdDisplay } from './AdDisplay';
import { AdErrorBoundary } from './AdErrorBoundary';
import { useAdConfig } from './AdProvider';
import { adEventLabel, adShapeForSession, blockedFallback, isBot, pickInHouseAd } from './decisions';
import { watchForNetworkAd, type Detection } from './detection';
import { InlineNetworkAd, NETWORK_AD_SELECTOR, NetworkScript } from './NetworkAd';
import { sessionStorageOrNull } from '@/src/preferences/sessionDecision';

const IMAGE = { width: AD.imageWidthPx, height: AD.imageHeightPx };

const BOX = {
  maxWidth: 520,
  padding: spacing(1.25),
  borderRadius: radius,
  border: `1px solid ${vars.palette.divider}`,
  backgroundColor: vars.palette.background.paper,
  fontSize: '0.8125rem',
  lineHeight: 1.45,
} as const;

const POWERED_BY = {
  fontSize: '0.6875rem',
  letterSpacing: '0.02em',
  textTransform: 'uppercase',
  color: vars.palette.text.secondary,
  textDecoration: 'none',
} as const;

/**
 * Styles the ads the slot may hold: ours (`.ad-display`) and the network's (`#carbonads`:
 * image and text in `.carbon-wrap`, then the network's own credit line).
 */
const Root = styled('div')({
  '& .ad-display': { ...BOX, display: 'flex', alignItems: 'flex-start', gap: spacing(1.5) },
  '& .ad-shape-inline': { alignItems: 'center' },
  '& .ad-image, & .carbon-img': { flexShrink: 0, display: 'block', lineHeight: 0, '& img': { ...IMAGE, borderRadius: 6 } },
  '& .ad-body': { display: 'flex', flexDirection: 'column', gap: spacing(0.75), minWidth: 0 },
  '& .ad-description': { color: vars.palette.text.primary, textDecoration: 'none' },
  '& a.ad-description:hover': { textDecoration: 'underline' },
  '& .ad-description a': { color: vars.palette.primary.main },
  '& .ad-message .ad-description': { color: vars.palette.text.secondary },
  '& .ad-poweredby': POWERED_BY,
  '& #carbonads > span': { ...BOX, display: 'block', position: 'relative' },
  '& .carbon-wrap': { display: 'flex', alignItems: 'flex-start', gap: spacing(1.5) },
  '& .carbon-text': { color: vars.palette.text.primary, textDecoration: 'none', '&:hover': { textDecoration: 'underline' } },
  '& .carbon-poweredby': { ...POWERED_BY, position: 'absolute', insetInlineEnd: spacing(1.25), bottom: spacing(1) },
});

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
    <Root ref={root} className="ad-root" data-ad-state={bot ? 'bot' : detection} {...analytics}>
      <AdErrorBoundary label={label ?? adEventLabel('unknown', config.placement, shape)}>{content}</AdErrorBoundary>
    </Root>
  );
}
