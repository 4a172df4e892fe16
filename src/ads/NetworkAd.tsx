import { useEffect, useRef, useState } from 'react';
import { AD } from '@/src/config/constants';
import { browserHasPrivacySignal } from '@/src/analytics/privacy';
import { AdDisplay } from './AdDisplay';
import { fetchInlineAd, impressionPixelUrls, type NetworkAd } from './inlineAd';

/** The element the slot looks for: the network's own, or an inline ad fetched here. */
export const NETWORK_AD_SELECTOR = '#carbonads, [data-network-ad]';

/** Image shape: injects the network's script after a short timeout; the script adds its ad here. */
export function NetworkScript({ src }: { src: string }) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const script = document.createElement('script');
      script.id = '_carbonads_js';
      script.async = true;
      script.src = src;
      container.current?.appendChild(script);
    }, AD.scriptDelayMs);
    return () => window.clearTimeout(timer);
  }, [src]);
  return <div ref={container} className="ad-network" />;
}

function requestPixels(ad: NetworkAd): void {
  if (browserHasPrivacySignal()) return;
  for (const url of impressionPixelUrls(ad)) {
    new Image().src = url;
  }
}

/** Inline shape: fetches an ad from the endpoint and shows it; nothing when there is none. */
export function InlineNetworkAd({ endpoint }: { endpoint: string }) {
  const [ad, setAd] = useState<NetworkAd | null>(null);
  useEffect(() => {
    let active = true;
    void fetchInlineAd(endpoint, (url) => fetch(url)).then((result) => {
      if (active && result) {
        setAd(result);
        requestPixels(result);
      }
    });
    return () => {
      active = false;
    };
  }, [endpoint]);
  if (!ad) return null;
  return (
    <div data-network-ad="">
      <AdDisplay
        shape="inline"
        ad={{
          link: ad.statlink,
          img: ad.image,
          name: ad.company,
          description: ad.company ? `<strong>${ad.company}</strong>. ${ad.description}` : ad.description,
          poweredby: 'Carbon',
          label: 'carbon-inline',
        }}
      />
    </div>
  );
}
