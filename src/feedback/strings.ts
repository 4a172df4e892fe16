import type { FeatureStrings } from '@/src/i18n/featureStrings';
import en from '@/translations/feedback.json';
import zh from '@/translations/feedback-zh.json';

/**
 * The feedback section's strings (question, votes, comment form, thank-you), loaded with the
 * section's island and the form (see src/i18n/featureStrings.ts and src/loading/island.tsx).
 */
export const STRINGS: FeatureStrings<keyof typeof en> = { en, zh };
