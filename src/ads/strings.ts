import type { FeatureStrings } from '@/src/i18n/featureStrings';
import en from '@/translations/ads.json';
import zh from '@/translations/ads-zh.json';

/** The in-house ads' strings, loaded with the ad runtime after hydration (see src/i18n/featureStrings.ts). */
export const AD_STRINGS: FeatureStrings<keyof typeof en> = { en, zh };
