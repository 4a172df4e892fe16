import { AD } from '@/src/config/constants';
import { AD_ENDPOINT, AD_SCRIPT_URL } from '@/src/config/site';

export interface AdConfig {
  /** The ad network's script; empty means no network (the slot behaves as if blocked). */
  scriptUrl: string;
  /** The JSON endpoint of inline ads; empty means the inline shape has no network ad. */
  endpoint: string;
  /** Where the slot sits, part of every ad event label. */
  placement: string;
  /** The share of displayed ads that send a `display` event. */
  displaySampleRatio: number;
  /** The link the network serves when it has nothing to show: then an in-house ad is used. */
  backersLink: string;
  /** Randomness, injectable so that tests can pick every branch. */
  random: () => number;
}

export const DEFAULT_AD_CONFIG: AdConfig = {
  scriptUrl: AD_SCRIPT_URL,
  endpoint: AD_ENDPOINT,
  placement: 'body-top',
  displaySampleRatio: AD.displaySampleRatio,
  backersLink: 'https://mui.com/material-ui/discover-more/backers/',
  random: Math.random,
};
