/** Class names of the ad slot and what fills it, styled at build time (src/ads/build/styles.ts). */
export const adClasses = {
  slot: 'docs-ad-slot',
  runtime: 'docs-ad-runtime',
} as const;
