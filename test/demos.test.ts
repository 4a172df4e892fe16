import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { toJavaScript } from '@/scripts/compiler/toJavaScript';
import { codePanelHeight, demoReservedHeight, liveHeight } from '@/src/demos/layout';
import { compileMarkdown, FRONT } from './markdown/compile';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/demos/${name}`, import.meta.url), 'utf8');

describe('toJavaScript', () => {
  it('strips types and type-only imports, keeps JSX and blank lines, and formats', async () => {
    expect(await toJavaScript(fixture('TypedDemo.tsx'), 'TypedDemo.tsx')).toBe(fixture('TypedDemo.expected.js'));
  });

  it('names the file when the TypeScript does not parse', async () => {
    await expect(toJavaScript('const = ;', 'Broken.tsx')).rejects.toThrow(/^Broken\.tsx: /);
  });
});

describe('demo reservations', () => {
  it.each([
    // content height, source lines -> reserved px: live (+48 padding) + toolbar 52 + code + borders 2
    [300, 10, 348 + 52 + 10 * 21.5 + 34 + 2],
    [300, 16, 348 + 52 + 16 * 21.5 + 34 + 2],
    [300, 60, 348 + 52 + 16 * 21.5 + 34 + 2],
  ])('%i px of demo and %i lines of source reserve %d px', (height, lines, expected) => {
    expect(demoReservedHeight(height, lines)).toBe(Math.ceil(expected));
  });
});

describe('::demo at build time', () => {
  const page = fileURLToPath(new URL('./fixtures/project/data/data-grid/sorting/sorting.md', import.meta.url));
  const cwd = fileURLToPath(new URL('./fixtures/project/', import.meta.url));

  it('embeds the demo with both sources highlighted and its space reserved', async () => {
    const { module, html } = await compileMarkdown(`${FRONT}\n::demo{file="TypedDemo.tsx" height="200"}\n`, page, cwd);
    const [island] = module.islands;
    expect(island?.name).toBe('demo');
    expect(island?.demo?.demo).toBe('data-grid/sorting/TypedDemo');
    expect(island?.demo?.jsSource).toBe(readFileSync(new URL('./fixtures/demos/TypedDemo.expected.js', import.meta.url), 'utf8'));
    expect(island?.demo?.tsHtml).toMatch(/^<pre dir="ltr" class="shiki/);
    expect(island?.demo?.jsHtml).toContain('useState');
    // The CSS variant beside it, with its own JavaScript version.
    expect(island?.demo?.variants.css?.jsSource).toContain("const css = '.typed-demo { padding: 8px; }';");
    expect(island?.demo?.variants.tailwind).toBeUndefined();
    const lines = fixture('TypedDemo.tsx').trimEnd().split('\n').length;
    expect(html).toContain(`<div id="island-0" class="island" data-island="demo" style="min-height:${demoReservedHeight(200, lines)}px"><noscript>`);
    // Without JavaScript, a note says the demo needs it; the source shows below, highlighted.
    expect(/<noscript>([\s\S]*?)<\/noscript>/.exec(html)?.[1]).toBe('<p class="demo-noscript">The live demo needs JavaScript. Its source:</p>');
    // The demo's frame as the page shows it before the demo runs: the live area and toolbar
    // reserved, the TypeScript source in the code panel, collapsed to the live demo's height.
    const frame = /<div class="demo-static">([\s\S]*)<\/div><\/div>$/.exec(html.slice(html.indexOf('<div class="demo-static">')))?.[0] ?? '';
    expect(frame).toContain(`<div class="demo-static-live" style="height:${liveHeight(200)}px"></div><div class="demo-static-toolbar"></div>`);
    expect(frame).toMatch(new RegExp(`<div class="demo-static-code" dir="ltr" style="height:${codePanelHeight(lines)}px"><pre class="shiki[^"]*"[^>]*dir="ltr"`));
    expect(frame).toContain('useState');
    // Its source is in the HTML once: the page's data carries none of it.
    expect(html.split('useState').length - 1).toBe(fixture('TypedDemo.tsx').split('useState').length - 1);
  });

  it.each([
    ['::demo{file="Missing.tsx"}', 'Demo file not found: Missing.tsx should sit beside this page'],
    ['::demo{file="lowercase.tsx"}', '"::demo" needs file="Name.tsx"'],
    ['::demo{file="TypedDemo.tsx" height="tall"}', '"::demo" height must be a whole number of pixels'],
    ['::demo{file="TypedDemo.tsx" size="big"}', '"::demo" has no attribute "size" (it takes: file, height).'],
  ])('%s fails the build at its line', async (directive, message) => {
    const error = await compileMarkdown(`${FRONT}\nText.\n\n${directive}\n`, page, cwd).then(
      () => null,
      (caught: unknown) => caught as { message: string; line?: number },
    );
    expect(error?.message).toContain(message);
    expect(error?.line).toBe(8);
  });
});
