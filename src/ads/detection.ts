import { AD } from '@/src/config/constants';

/**
 * - `found`: the network put its ad in the slot;
 * - `empty`: the network's element holds only the backers link (nothing to serve);
 * - `blocked`: more than 6 polls without the element, so a blocker is assumed.
 */
export type Detection = 'found' | 'empty' | 'blocked';

/** Whether the network's element only links to the backers page. */
export function holdsOnlyBackersLink(element: Element, backersLink: string): boolean {
  const links = [...element.querySelectorAll('a[href]')];
  return links.length > 0 && links.every((link) => link.getAttribute('href') === backersLink);
}

/**
 * Looks for the network's element now and then every 500 ms, at most 30 times. Reports
 * `blocked` once after the 7th empty poll but keeps looking: a slow network can still win.
 * Returns a function that stops polling.
 */
export function watchForNetworkAd(
  find: () => Element | null,
  backersLink: string,
  onDetection: (detection: Detection) => void,
): () => void {
  let polls = 0;
  let reportedBlocked = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const poll = () => {
    polls += 1;
    const element = find();
    if (element) {
      onDetection(holdsOnlyBackersLink(element, backersLink) ? 'empty' : 'found');
      return;
    }
    if (polls > AD.adblockPollThreshold && !reportedBlocked) {
      reportedBlocked = true;
      onDetection('blocked');
    }
    if (polls < AD.maxPolls) {
      timer = setTimeout(poll, AD.pollIntervalMs);
    }
  };
  poll();
  return () => clearTimeout(timer);
}
