import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SITE_CSS, SITE_STYLESHEET_HREF } from '@/src/layout/build/siteStylesheet';

/** Writes the site's style sheet where every exported page links it (src/layout/build/siteStylesheet.ts). */
export function writeSiteStylesheet(root: string, outDir: string): string {
  const file = path.join(outDir, SITE_STYLESHEET_HREF);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, SITE_CSS);
  return `${path.relative(root, file)} (${(Buffer.byteLength(SITE_CSS) / 1024).toFixed(1)} kB)`;
}
