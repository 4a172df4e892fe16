import styled from '@emotion/styled';
import dynamic from 'next/dynamic';
import { AD } from '@/src/config/constants';
import { mq, spacing } from '@/src/theme/tokens';
import { SEARCH_IGNORE } from '@/src/search/markup';

/** Loaded after hydration: no ad code is part of a page's first JavaScript. */
const AdRuntime = dynamic(() => import('./AdRuntime'), { ssr: false });

/** The slot's box is in the HTML with its height reserved, so nothing moves when the ad arrives. */
const Slot = styled('div')({
  minHeight: AD.slotMinHeightSmallPx,
  margin: spacing(AD.slotMarginSpacing, 0),
  [mq.up('sm')]: { minHeight: AD.slotMinHeightPx },
});

/** The advertising slot under a page's description. */
export function AdSlot() {
  return (
    <Slot className="ad-slot" data-ad-slot="" {...SEARCH_IGNORE}>
      <AdRuntime />
    </Slot>
  );
}
