import type { FeatureStrings } from '@/src/i18n/featureStrings';
import en from '@/translations/pages.json';
import zh from '@/translations/pages-zh.json';

/** The strings of the pages outside the docs (not found, offline, redirect), in their own chunks (see src/i18n/featureStrings.ts). */
export const PAGE_STRINGS: FeatureStrings<keyof typeof en> = { en, zh };
