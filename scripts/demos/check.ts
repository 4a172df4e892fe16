/**
 * `npm run check:demo -- <demo files or page folders…>`: renders each demo on its own, fast,
 * without building the site. Every demo is bundled with esbuild, mounted in Chromium inside
 * a MUI theme at the widths its page gives it on a desktop and on a phone, and checked for:
 *
 * - console errors, React warnings and uncaught exceptions (the demo is bundled in React's
 *   development mode, so mistakes a production build hides show up here);
 * - its rendered height: the page reserves the `height` of the demo's `::demo{}` directive,
 *   and a demo that ends up taller or shorter moves the page when it loads.
 *
 * A screenshot of each width is written to `.build/demo-check/<Name>-<width>.png`.
 * Exits 1 when a demo fails. For writers of pages: run it on every demo you add.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../browser/chromium';
import { DEMO_FILE, mainFileOf } from '../content/demoFiles';

const root = process.cwd();
const outDir = path.join(root, '.build', 'demo-check');
/** The width of a demo's live area in the page: desktop article column and 390 px phone. */
const WIDTHS = [{ name: 'desktop', width: 752 }, { name: 'phone', width: 308 }] as const;
/** How long a demo may keep loading (charts animate, grids measure) before it is measured. */
const SETTLE_MS = 1500;

interface Target {
  file: string;
  /** Declared height from the page's directive, when a page embeds the demo. */
  height?: number;
}

function demosIn(folder: string): string[] {
  return readdirSync(folder)
    .filter((name) => DEMO_FILE.test(name))
    .map((name) => path.join(folder, name));
}

/** The `height` the markdown next to the demo declares for it. */
function declaredHeight(file: string): number | undefined {
  const folder = path.dirname(file);
  const main = mainFileOf(path.basename(file));
  for (const name of readdirSync(folder).filter((entry) => entry.endsWith('.md'))) {
    const markdown = readFileSync(path.join(folder, name), 'utf8');
    const match = new RegExp(`::demo\\{file="${main.replace('.', '\\.')}"[^}]*height="(\\d+)"`).exec(markdown);
    if (match?.[1]) return Number(match[1]);
  }
  return undefined;
}

function targets(args: string[]): Target[] {
  const files = args.flatMap((arg) => {
    const absolute = path.resolve(root, arg);
    if (!existsSync(absolute)) throw new Error(`${arg}: no such file or folder.`);
    return statSync(absolute).isDirectory() ? demosIn(absolute) : [absolute];
  });
  if (files.length === 0) throw new Error('Give demo files (data/…/Name.tsx) or page folders.');
  return files.map((file) => ({ file, height: declaredHeight(file) }));
}

async function bundle(target: Target, index: number): Promise<string> {
  const entry = path.join(outDir, `entry-${index}.tsx`);
  writeFileSync(
    entry,
    `import * as React from 'react';
import { createRoot } from 'react-dom/client';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import Demo from ${JSON.stringify(target.file)};
const theme = createTheme();
createRoot(document.getElementById('root')!).render(
  <React.StrictMode><ThemeProvider theme={theme}><CssBaseline /><div id="demo"><Demo /></div></ThemeProvider></React.StrictMode>,
);
`,
  );
  const outfile = path.join(outDir, `bundle-${index}.js`);
  await build({
    entryPoints: [entry],
    bundle: true,
    outfile,
    format: 'iife',
    platform: 'browser',
    jsx: 'automatic',
    logLevel: 'error',
    define: { 'process.env.NODE_ENV': '"development"', 'process.env.NEXT_PUBLIC_MUI_LICENSE': '""' },
    alias: { '@': root },
    loader: { '.svg': 'dataurl', '.png': 'dataurl' },
  });
  const html = path.join(outDir, `demo-${index}.html`);
  writeFileSync(
    html,
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>demo</title></head><body><div id="root"></div><script src="bundle-${index}.js"></script></body></html>`,
  );
  return html;
}

/** MUI X's own notice for Pro and Premium components without a licence key is expected here. */
const EXPECTED = /MUI X: Missing license key|MUI X: License key not found/;

async function main() {
  mkdirSync(outDir, { recursive: true });
  const list = targets(process.argv.slice(2));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  let failures = 0;
  for (const [index, target] of list.entries()) {
    const name = path.relative(root, target.file);
    let html: string;
    try {
      html = await bundle(target, index);
    } catch (error) {
      failures += 1;
      console.log(`FAIL ${name}: does not bundle\n${String(error)}`);
      continue;
    }
    for (const { name: widthName, width } of WIDTHS) {
      const page = await browser.newPage({ viewport: { width, height: 1000 } });
      const problems: string[] = [];
      const notes: string[] = [];
      page.on('console', (message) => {
        if ((message.type() === 'error' || message.type() === 'warning') && !EXPECTED.test(message.text())) {
          problems.push(`console.${message.type()}: ${message.text().slice(0, 400)}`);
        }
      });
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      await page.goto(`file://${html}`);
      await page.waitForTimeout(SETTLE_MS);
      const height = await page.evaluate(() => {
        const demo = document.getElementById('demo');
        return demo ? demo.getBoundingClientRect().height : 0;
      });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
      const shot = path.join(outDir, `${path.basename(target.file, '.tsx')}-${widthName}.png`);
      await page.locator('#demo').screenshot({ path: shot });
      if (target.height === undefined) {
        problems.push('no ::demo{} directive in the markdown beside it declares its height');
      } else if (height > target.height + 1) {
        problems.push(`rendered ${Math.round(height)} px high, taller than its directive's height="${target.height}": the page would shift`);
      } else if (height < target.height - 1) {
        notes.push(`note: ${Math.round(height)} px high, shorter than height="${target.height}" (blank space below it)`);
      }
      if (height === 0) problems.push('renders nothing');
      if (overflow) problems.push(`wider than ${width} px: the page would scroll sideways`);
      const status = problems.length === 0 ? 'ok  ' : 'FAIL';
      if (problems.length > 0) failures += 1;
      console.log(`${status} ${name} @${width}px (${Math.round(height)} px) → ${path.relative(root, shot)}`);
      for (const problem of [...new Set([...problems, ...notes])]) console.log(`       ${problem}`);
      await page.close();
    }
  }
  await browser.close();
  if (failures > 0) {
    console.log(`\n${failures} problem(s).`);
    process.exit(1);
  }
}

await main();
