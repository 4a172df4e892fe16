import type { FeatureStrings } from '@/src/i18n/featureStrings';
import en from '@/translations/islands.json';
import zh from '@/translations/islands-zh.json';

/** The strings of an island that could not be shown; they travel with the island runtime. */
export const ISLAND_STRINGS: FeatureStrings<keyof typeof en> = { en, zh };
