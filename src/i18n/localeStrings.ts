import type { FeatureStrings } from '@/src/i18n/featureStrings';
import en from '@/translations/locale.json';
import zh from '@/translations/locale-zh.json';

/** The localization demos' strings, loaded with them (see src/i18n/featureStrings.ts). */
export const LOCALE_STRINGS: FeatureStrings<keyof typeof en> = { en, zh };
