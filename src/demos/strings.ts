import type { FeatureStrings } from '@/src/i18n/featureStrings';
import en from '@/translations/demo.json';
import zh from '@/translations/demo-zh.json';

/**
 * The strings of a live demo's frame and toolbar, loaded with the demo (see
 * src/i18n/featureStrings.ts). The build reads `demo.noScript` and `demo.loading` from the
 * same files for the no-JavaScript note and the placeholder's text.
 */
export const DEMO_STRINGS: FeatureStrings<keyof typeof en> = { en, zh };
