import type { FeatureStrings } from '@/src/i18n/featureStrings';
import en from '@/translations/feedback.json';
import zh from '@/translations/feedback-zh.json';

/**
 * The strings of the comment form and the thank-you, loaded with them (see
 * src/i18n/featureStrings.ts). The question and the two buttons every page shows first stay
 * in translations.json.
 */
export const STRINGS: FeatureStrings<keyof typeof en> = { en, zh };
