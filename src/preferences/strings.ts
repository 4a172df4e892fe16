import type { FeatureStrings } from '@/src/i18n/featureStrings';
import en from '@/translations/settings.json';
import zh from '@/translations/settings-zh.json';

/** The settings drawer's strings, loaded with the drawer; its app bar button keeps `settings` in translations.json (see src/i18n/featureStrings.ts). */
export const SETTINGS_STRINGS: FeatureStrings<keyof typeof en> = { en, zh };
