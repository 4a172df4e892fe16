import type { FeatureStrings } from '@/src/i18n/featureStrings';
import en from '@/translations/demoEditor.json';
import zh from '@/translations/demoEditor-zh.json';

/** This feature's interface strings, loaded with its code (see src/i18n/featureStrings.ts). */
export const STRINGS: FeatureStrings<keyof typeof en> = { en, zh };

/** `t(key)` over the editor's strings. */
export type EditorTranslate = (key: keyof typeof en) => string;
