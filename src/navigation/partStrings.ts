import type { FeatureStrings } from '@/src/i18n/featureStrings';
import en from '@/translations/parts.json';
import zh from '@/translations/parts-zh.json';

/**
 * The strings of the page's islands (the app bar's menus, the table of contents, previous /
 * next), loaded with them rather than with every page's first JavaScript (see
 * src/i18n/featureStrings.ts and src/loading/island.tsx).
 */
export const PART_STRINGS: FeatureStrings<keyof typeof en> = { en, zh };
