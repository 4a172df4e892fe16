/**
 * Screenshots for looking at the site:
 *   tsx scripts/screenshots.ts <base-url> <out-dir> <path>...
 * Each path is captured at desktop (1440 wide) and phone (390 wide) sizes, in light ltr, dark
 * ltr and dark rtl (stored preferences, as a reader would have them). FULL_PAGE=1 for whole pages.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { STORAGE_KEYS } from '@/src/preferences/values';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser/chromium';

const [base = 'http://localhost:4173', outDir = 'screenshots', ...paths] = process.argv.slice(2);
const targets = paths.length > 0 ? paths : ['/x/introduction/'];
const viewports = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];
const looks = [
  { name: 'light', mode: 'light', direction: 'ltr' },
  { name: 'dark', mode: 'dark', direction: 'ltr' },
  { name: 'dark-rtl', mode: 'dark', direction: 'rtl' },
];

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const look of looks) {
  for (const viewport of viewports) {
    const page = await browser.newPage({ viewport });
    await page.addInitScript(
      ({ keys, mode, direction }) => {
        window.localStorage.setItem(keys.mode, mode);
        window.localStorage.setItem(keys.direction, direction);
      },
      { keys: STORAGE_KEYS, mode: look.mode, direction: look.direction },
    );
    for (const target of targets) {
      await page.goto(new URL(target, base).href, { waitUntil: 'networkidle' });
      const name = `${target.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'root'}-${viewport.name}-${look.name}.png`;
      await page.screenshot({ path: path.join(outDir, name), fullPage: process.env.FULL_PAGE === '1' });
      console.log(path.join(outDir, name));
    }
    await page.close();
  }
}
await browser.close();
