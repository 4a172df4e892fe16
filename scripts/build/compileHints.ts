/**
 * After `next build`: the large chunks every page loads up front ask V8 to compile all their
 * functions while the script is still streaming in, on a background thread.
 *
 * By default V8 compiles a function the first time it is called, on the main thread. Hydration
 * calls most of React, React DOM and the shell at once, so that compiling lands in hydration's
 * longest task (the bench's CPU profile, scripts/bench/hydration.ts, shows it as self time of
 * turbopack's module loader, which calls each module factory for the first time). V8's explicit compile hint, a magic comment on a script's first line, moves that
 * work off the main thread. Only large chunks get it: each hint costs ~22 bytes of gzip in the
 * JavaScript budget, and a small chunk has little to compile.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** V8's compile hint for a whole script (Chromium 126 and later; other engines see a comment). */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Chunks smaller than this (bytes, uncompressed) are left alone. */
export const COMPILE_HINT_MIN_BYTES = 16 * 1024;

/** A chunk's text with the hint on its first line; the same text when it has it already. */
export function withCompileHint(source: string): string {
  return source.startsWith(COMPILE_HINT) ? source : `${COMPILE_HINT}${source}`;
}

/**
 * Adds the hint to each of `scripts` (URLs as the pages load them, e.g.
 * `/_next/static/chunks/x.js`) under `outDir` that is a chunk of at least COMPILE_HINT_MIN_BYTES;
 * returns the files changed.
 */
export function addCompileHints(outDir: string, scripts: Iterable<string>): string[] {
  const changed: string[] = [];
  for (const url of new Set(scripts)) {
    if (!/^\/_next\/static\/chunks\/[^/?#]+\.js$/.test(url)) {
      continue;
    }
    const file = path.join(outDir, url.slice(1));
    const source = readFileSync(file, 'utf8');
    if (Buffer.byteLength(source) < COMPILE_HINT_MIN_BYTES) {
      continue;
    }
    const hinted = withCompileHint(source);
    if (hinted !== source) {
      writeFileSync(file, hinted);
      changed.push(url);
    }
  }
  return changed;
}
