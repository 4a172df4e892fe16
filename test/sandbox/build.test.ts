import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { toJavaScript } from '@/scripts/compiler/toJavaScript';
import { createSandboxProject } from '@/src/sandbox/project';
import { SITE_VERSIONS } from '@/src/sandbox/versions';

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('the generated project builds with its Vite configuration (the Vite it pins is installed here)', () => {
  const file = 'data/charts/getting-started/FirstBarChart.tsx';
  it.each(['TS', 'JS'] as const)('%s', async (variant) => {
    const typescript = readFileSync(path.resolve(file), 'utf8');
    const source = variant === 'TS' ? typescript : await toJavaScript(typescript, file);
    const project = createSandboxProject({ name: 'FirstBarChart', source, variant }, SITE_VERSIONS);
    const dir = mkdtempSync(path.join(tmpdir(), 'sandbox-build-'));
    made.push(dir);
    for (const [name, content] of Object.entries(project.files)) {
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      writeFileSync(path.join(dir, name), content);
    }
    symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'), 'dir');
    const config = variant === 'TS' ? 'vite.config.ts' : 'vite.config.js';
    await build({ root: dir, configFile: path.join(dir, config), logLevel: 'silent' });
    const html = readFileSync(path.join(dir, 'dist/index.html'), 'utf8');
    const script = /<script type="module" crossorigin src="\/(assets\/[^"]+\.js)">/.exec(html)?.[1] ?? '';
    expect(existsSync(path.join(dir, 'dist', script))).toBe(true);
    // The demo and the chart made it into the bundle.
    const bundle = readdirSync(path.join(dir, 'dist/assets')).map((asset) => readFileSync(path.join(dir, 'dist/assets', asset), 'utf8')).join('\n');
    expect(bundle).toContain('MuiBarElement');
    expect(bundle).toContain('createRoot');
  });
});
