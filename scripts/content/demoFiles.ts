import { STYLING_VARIANTS, type StylingVariant } from '@/src/preferences/values';

/**
 * The names of demo files, derived from the styling list: a demo is a component beside its
 * page, `Name.tsx` (PascalCase), and each styling variant of it sits beside it as
 * `Name.<variant>.tsx` (`Name.css.tsx`, `Name.tailwind.tsx`). Everything that finds, names or
 * pairs demo files (the demo map, the markdown build, the twins, the demo check, the tests)
 * uses these.
 */
const DEMO_NAME = '[A-Z][A-Za-z0-9]*';
const VARIANT_SUFFIX = `\\.(${STYLING_VARIANTS.join('|')})\\.tsx$`;

/** A demo's main file: `Name.tsx`. */
export const MAIN_DEMO_FILE = new RegExp(`^${DEMO_NAME}\\.tsx$`);

/** Any demo file: the main one or one of its styling variants. */
export const DEMO_FILE = new RegExp(`^${DEMO_NAME}(\\.(${STYLING_VARIANTS.join('|')}))?\\.tsx$`);

/** The file (or path) of a main demo file's variant: `Name.tsx` -> `Name.css.tsx`. */
export function variantFileOf(mainFile: string, variant: StylingVariant): string {
  return mainFile.replace(/\.tsx$/, `.${variant}.tsx`);
}

/** The main file (or path) a demo file belongs to: `Name.css.tsx` -> `Name.tsx`; a main file is itself. */
export function mainFileOf(file: string): string {
  return file.replace(new RegExp(VARIANT_SUFFIX), '.tsx');
}
