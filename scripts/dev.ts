/**
 * `npm run dev` (after `npm run generate:api` and `npm run build:content`): the Next.js dev
 * server, with the compiled markdown and the generated sources kept in step with data/. Saving a
 * page's markdown, a translation, a demo file or data/pages.ts reruns the content build
 * (scripts/build/content.ts, in a fresh process so it reads the nav tree again): it recompiles
 * what changed and rewrites the content version, and Next.js then refreshes the open page.
 * Arguments go to `next dev` (`npm run dev -- -p 3001`).
 */
import { spawn } from 'node:child_process';
import { watch } from 'node:fs';
import path from 'node:path';
import { DEMO_FILE } from './content/demoFiles';
import { PAGES_FILE } from './content/paths';

/** Saving several files at once (a new page with its demos) rebuilds once. */
const REGENERATE_DEBOUNCE_MS = 150;

const root = process.cwd();
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

/** Whether a change to this file (path relative to data/) can change a compiled page or a generated source. */
function affectsContent(file: string): boolean {
  const name = path.basename(file);
  return `data/${file.split(path.sep).join('/')}` === PAGES_FILE || name.endsWith('.md') || DEMO_FILE.test(name);
}

let timer: NodeJS.Timeout | undefined;
let running = false;
let again = false;

function rebuild(): void {
  if (running) {
    again = true;
    return;
  }
  running = true;
  const build = spawn(bin('tsx'), ['scripts/build/content.ts'], { cwd: root, stdio: 'inherit' });
  build.on('exit', () => {
    running = false;
    if (again) {
      again = false;
      rebuild();
    }
  });
}

const watcher = watch(path.join(root, 'data'), { recursive: true }, (_event, file) => {
  if (file && affectsContent(file)) {
    clearTimeout(timer);
    timer = setTimeout(rebuild, REGENERATE_DEBOUNCE_MS);
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
