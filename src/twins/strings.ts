import type { FeatureStrings } from '@/src/i18n/featureStrings';
import en from '@/translations/twins.json';
import zh from '@/translations/twins-zh.json';

/** The page actions' strings, loaded with the page actions' island (see src/i18n/featureStrings.ts). */
export const TWINS_STRINGS: FeatureStrings<keyof typeof en> = { en, zh };
