import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT, COMPILE_HINT_MIN_BYTES, withCompileHint } from '@/scripts/build/compileHints';

describe('withCompileHint', () => {
  it.each([
    { name: 'puts the hint on the first line', source: 'a();', expected: `${COMPILE_HINT}a();` },
    { name: 'leaves a hinted chunk as it is', source: `${COMPILE_HINT}a();`, expected: `${COMPILE_HINT}a();` },
  ])('$name', ({ source, expected }) => {
    expect(withCompileHint(source)).toBe(expected);
  });

  it('is the comment V8 reads, alone on the first line', () => {
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
  });
});

describe('addCompileHints', () => {
  let outDir = '';
  afterEach(() => rmSync(outDir, { recursive: true, force: true }));

  const chunk = (name: string, bytes: number) => {
    const file = path.join(outDir, '_next/static/chunks', name);
    writeFileSync(file, `x(${'0'.repeat(Math.max(0, bytes - 3))})`);
    return `/_next/static/chunks/${name}`;
  };
  const text = (url: string) => readFileSync(path.join(outDir, url.slice(1)), 'utf8');

  it('hints the large chunks the pages load, once, and nothing else', () => {
    outDir = mkdtempSync(path.join(tmpdir(), 'hints-'));
    mkdirSync(path.join(outDir, '_next/static/chunks'), { recursive: true });
    mkdirSync(path.join(outDir, '_next/static/build-id'), { recursive: true });
    const large = chunk('large.js', COMPILE_HINT_MIN_BYTES);
    const small = chunk('small.js', COMPILE_HINT_MIN_BYTES - 1);
    const notLoaded = chunk('lazy.js', COMPILE_HINT_MIN_BYTES * 2);
    writeFileSync(path.join(outDir, '_next/static/build-id/_buildManifest.js'), 'x'.repeat(COMPILE_HINT_MIN_BYTES));
    const manifest = '/_next/static/build-id/_buildManifest.js';

    expect(addCompileHints(outDir, [large, small, manifest, large])).toEqual([large]);
    expect(text(large).startsWith(COMPILE_HINT)).toBe(true);
    expect(text(small).startsWith(COMPILE_HINT)).toBe(false);
    expect(text(notLoaded).startsWith(COMPILE_HINT)).toBe(false);
    expect(text(manifest).startsWith(COMPILE_HINT)).toBe(false);
    // A second pass (a rebuilt export reusing files) adds nothing.
    expect(addCompileHints(outDir, [large])).toEqual([]);
    expect(text(large).indexOf(COMPILE_HINT, 1)).toBe(-1);
  });
});
