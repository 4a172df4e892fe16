import { DARK_BACKGROUND } from '@/src/config/shellColors';

/** The site's colour scales. Each step is named once; palettes pick from here. */
export const blue = {
  50: '#eef4ff',
  100: '#dbe6fe',
  200: '#bfd3fe',
  300: '#93b4fd',
  400: '#6090fa',
  500: '#3b6ef6',
  600: '#2553eb',
  700: '#1d42d8',
  800: '#1e37af',
  900: '#1e338a',
} as const;

export const slate = {
  50: '#f7f9fb',
  100: '#eef1f5',
  200: '#dfe4ea',
  300: '#c7cfd9',
  400: '#98a4b3',
  500: '#6b7889',
  600: '#4d5969',
  700: '#384250',
  800: '#1f2631',
  900: '#131921',
  950: DARK_BACKGROUND,
} as const;

export const violet = {
  300: '#c4b5fd',
  500: '#8b5cf6',
  700: '#6d28d9',
} as const;

