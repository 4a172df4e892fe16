import { clientOnly } from '@/src/loading/clientOnly';
import { adClasses } from './classes';
import { SEARCH_IGNORE } from '@/src/config/searchMarkup';

/** Loaded after hydration: no ad code is part of a page's first JavaScript. */
const AdRuntime = clientOnly(() => import('./AdRuntime'));

/** The advertising slot under a page's description. */
export function AdSlot() {
  return (
    <div className={`ad-slot ${adClasses.slot}`} data-ad-slot="" {...SEARCH_IGNORE}>
      <AdRuntime />
    </div>
  );
}
