import type { FeatureStrings } from '@/src/i18n/featureStrings';
import en from '@/translations/builder.json';
import zh from '@/translations/builder-zh.json';

/** This feature's interface strings, loaded with its code (see src/i18n/featureStrings.ts). */
export const STRINGS: FeatureStrings<keyof typeof en> = { en, zh };
