import { STYLING_VARIANTS } from '@/src/content/islands/definitions';

/** A demo's main file: `Name.tsx`, a component name starting with a capital letter. */
export const MAIN_DEMO_FILE = /^[A-Z][A-Za-z0-9]*\.tsx$/;

/** Any demo file: the main one or one of its styling variants (`Name.css.tsx`, `Name.tailwind.tsx`). */
export const DEMO_FILE = new RegExp(`^[A-Z][A-Za-z0-9]*(\\.(${STYLING_VARIANTS.join('|')}))?\\.tsx$`);
