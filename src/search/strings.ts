import type { FeatureStrings } from '@/src/i18n/featureStrings';
import en from '@/translations/search.json';
import zh from '@/translations/search-zh.json';

/** The search dialog's strings, loaded with the dialog; the button that opens it keeps `search.open` in translations.json (see src/i18n/featureStrings.ts). */
export const SEARCH_STRINGS: FeatureStrings<keyof typeof en> = { en, zh };
