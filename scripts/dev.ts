/**
 * `npm run dev` (after `npm run generate:api`): the Next.js dev server, with the generated maps kept in
 * step with data/. Adding, removing or renaming a page's markdown, a translation or a demo file,
 * or editing data/pages.ts, reruns scripts/routes.ts (in a fresh process, so it reads the nav
 * tree again); Next.js then reloads what changed. Arguments go to `next dev`
 * (`npm run dev -- -p 3001`).
 */
import { spawn } from 'node:child_process';
import { watch } from 'node:fs';
import path from 'node:path';
import { DEMO_FILE } from './content/demoFiles';
import { PAGES_FILE } from './content/paths';

/** Saving several files at once (a new page with its demos) regenerates once. */
const REGENERATE_DEBOUNCE_MS = 150;

const root = process.cwd();
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

/** Whether a change to this file (path relative to data/) can change a generated map. */
function affectsMaps(file: string): boolean {
  const name = path.basename(file);
  return `data/${file.split(path.sep).join('/')}` === PAGES_FILE || name.endsWith('.md') || DEMO_FILE.test(name);
}

let timer: NodeJS.Timeout | undefined;
let running = false;
let again = false;

function regenerate(): void {
  if (running) {
    again = true;
    return;
  }
  running = true;
  const routes = spawn(bin('tsx'), ['scripts/routes.ts'], { cwd: root, stdio: 'inherit' });
  routes.on('exit', () => {
    running = false;
    if (again) {
      again = false;
      regenerate();
    }
  });
}

const watcher = watch(path.join(root, 'data'), { recursive: true }, (_event, file) => {
  if (file && affectsMaps(file)) {
    clearTimeout(timer);
    timer = setTimeout(regenerate, REGENERATE_DEBOUNCE_MS);
  }
});

const next = spawn(bin('next'), ['dev', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => next.kill(signal));
}
next.on('exit', (code, signal) => {
  watcher.close();
  clearTimeout(timer);
  process.exit(code ?? (signal ? 1 : 0));
});
