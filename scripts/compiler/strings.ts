import type { FeatureStrings } from '@/src/i18n/featureStrings';
import en from '@/translations/content.json';
import zh from '@/translations/content-zh.json';

/** The strings the build writes into the content HTML (heading links, callout labels); never shipped to the browser (see src/i18n/featureStrings.ts). */
export const CONTENT_STRINGS: FeatureStrings<keyof typeof en> = { en, zh };
