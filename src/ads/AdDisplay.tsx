import { useMemo } from 'react';
import { AD } from '@/src/config/constants';
import type { AdShape } from './decisions';
import type { DisplayedAd } from './inHouseAds';
import { sanitizeAdHtml } from './sanitize';

const SPONSORED = { target: '_blank', rel: 'noopener sponsored' } as const;

/**
 * One ad in the image shape (130 x 100 image beside its text) or the inline shape (a line of
 * text). The description is sanitised; it is a link itself unless it carries its own links.
 */
export function AdDisplay({ ad, shape }: { ad: DisplayedAd; shape: AdShape }) {
  const description = useMemo(() => sanitizeAdHtml(ad.description), [ad.description]);
  const hasOwnLinks = /<a\s/i.test(description);
  const text = hasOwnLinks ? (
    <span className="ad-description" dangerouslySetInnerHTML={{ __html: description }} />
  ) : (
    <a className="ad-description" href={ad.link} {...SPONSORED} dangerouslySetInnerHTML={{ __html: description }} />
  );
  return (
    <div className={`ad-display ad-shape-${shape}`}>
      {shape === 'image' && ad.img ? (
        <a className="ad-image" href={ad.link} {...SPONSORED} tabIndex={-1} aria-hidden="true">
          {/* A third party's 130 x 100 image: next/image would add nothing to a static export. */}
          {/* eslint-disable-next-line @next/next/no-img-element -- see the comment above */}
          <img src={ad.img} alt="" width={AD.imageWidthPx} height={AD.imageHeightPx} />
        </a>
      ) : null}
      <span className="ad-body">
        {text}
        <span className="ad-poweredby">{ad.poweredby}</span>
      </span>
    </div>
  );
}
