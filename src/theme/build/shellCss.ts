/**
 * Build time: the CSS of the site's shell and content, from the capabilities' style sheets
 * (`src/<capability>/build/styles.ts`), which the page layer collects in the order their rules
 * refine one another (src/layout/build/shellStyles.ts); _document writes it into every page's
 * <head>. The theme compiles what it is given and imports no capability.
 */
import { staticCss, type StaticStyles } from './staticStyles';

export function shellCss(sheets: readonly StaticStyles[]): string {
  return sheets.map(staticCss).join('\n');
}
