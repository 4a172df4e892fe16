// @vitest-environment jsdom
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { asRequired, compileDemo, errorLine, sourceUrl, type ModuleRegistry } from '@/src/demos/editor/compile';
import { createSandbox } from '@/src/demos/editor/sandbox';

/** A sandbox per compile, as the editor gives each version. */
const sandbox = () => createSandbox({ limitMs: 1_000 });

const REGISTRY: ModuleRegistry = {
  react: () => import('react'),
  'react/jsx-runtime': () => import('react/jsx-runtime'),
  dayjs: () => import('dayjs'),
};

const DEMO = `import * as React from 'react';
import type { ReactNode } from 'react';
import dayjs from 'dayjs';

export default function Greeting(): ReactNode {
  const [name] = React.useState<string>('Ada');
  return <p>Hello {name}, {dayjs('2024-03-01').format('YYYY')}</p>;
}
`;

async function render(source: string, variant: 'TS' | 'JS' = 'TS') {
  const result = await compileDemo(source, variant, REGISTRY, 'Greeting.tsx', sandbox());
  if (!result.ok) {
    throw new Error(`expected a component, got ${JSON.stringify(result.error)}`);
  }
  return renderToStaticMarkup(createElement(result.Component));
}

describe('compileDemo', () => {
  it('transpiles TypeScript and JSX and renders with the registered modules', async () => {
    expect(await render(DEMO)).toBe('<p>Hello Ada, 2024</p>');
  });

  it('transpiles the JavaScript variant', async () => {
    const js = "import * as React from 'react';\n\nexport default function Hi() {\n  return <b>hi</b>;\n}\n";
    expect(await render(js, 'JS')).toBe('<b>hi</b>');
  });

  it('loads only the modules the code imports', async () => {
    const dayjs = vi.fn(() => import('dayjs'));
    const result = await compileDemo('export default function A() {\n  return <i />;\n}\n', 'TS', { ...REGISTRY, dayjs }, 'A.tsx', sandbox());
    expect(result.ok).toBe(true);
    expect(dayjs).not.toHaveBeenCalled();
  });

  it.each([
    ["import leftPad from 'left-pad';", 'left-pad', 2, 21],
    ["import { x } from './local';", './local', 2, 19],
    ["import 'moment';", 'moment', 2, 8],
  ])('an unknown import (%s) names the module and its line', async (line, specifier, lineNumber, column) => {
    const source = `import * as React from 'react';\n${line}\n\nexport default function A() {\n  return <i />;\n}\n`;
    expect(await compileDemo(source, 'TS', REGISTRY, 'A.tsx', sandbox())).toEqual({
      ok: false,
      error: { kind: 'import', specifier, line: lineNumber, column },
    });
  });

  it('an unknown module imported only as a type is fine (it is erased)', async () => {
    const source = "import type { Foo } from 'types-only';\n\nexport default function A(): Foo {\n  return <i />;\n}\n";
    expect((await compileDemo(source, 'TS', REGISTRY, 'A.tsx', sandbox())).ok).toBe(true);
  });

  it.each([
    ['TS', 'export default function A() {\n  return <p>{1 +}</p>;\n}\n', 2, 16],
    ['TS', 'const a = ;\n', 1, 11],
    // Type annotations are a syntax error in the JavaScript variant.
    ['JS', 'export default function A(props: Props) {\n  return null;\n}\n', 1, 32],
  ] as const)('a syntax error (%s) has its line and column', async (variant, source, line, column) => {
    const result = await compileDemo(source, variant, REGISTRY, 'A.tsx', sandbox());
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'syntax', line, column },
    });
    if (!result.ok && result.error.kind === 'syntax') {
      expect(result.error.message).not.toMatch(/\(\d+:\d+\)$/);
      expect(result.error.message).not.toMatch(/^Error transforming/);
      expect(result.error.message.length).toBeGreaterThan(0);
    }
  });

  it.each([
    ['no default export', 'export function A() {\n  return null;\n}\n'],
    ['a default export that is not a component', 'export default 42;\n'],
  ])('%s is a clear error', async (_name, source) => {
    expect(await compileDemo(source, 'TS', REGISTRY, 'A.tsx', sandbox())).toEqual({
      ok: false,
      error: { kind: 'export' },
    });
  });

  it('accepts memo and forwardRef components as the default export', async () => {
    const source = "import * as React from 'react';\n\nexport default React.memo(function A() {\n  return <i>memo</i>;\n});\n";
    expect(await render(source)).toBe('<i>memo</i>');
  });

  it('an error thrown while the module runs has its line', async () => {
    const source =
      "import * as React from 'react';\n\nconst rows = null as unknown as string[];\nconst first = rows[0];\n\nexport default function A() {\n  return <i>{first}</i>;\n}\n";
    expect(await compileDemo(source, 'TS', REGISTRY, 'A.tsx', sandbox())).toMatchObject({
      ok: false,
      error: { kind: 'runtime', line: 4 },
    });
  });

  it('an error thrown while rendering can be traced to its line', async () => {
    const source = 'export default function A() {\n  const rows: string[] | null = null;\n  return <i>{rows!.length}</i>;\n}\n';
    const result = await compileDemo(source, 'TS', REGISTRY, 'Broken.tsx', sandbox());
    if (!result.ok) {
      throw new Error('expected a component');
    }
    let thrown: unknown;
    try {
      renderToStaticMarkup(createElement(result.Component));
    } catch (error) {
      thrown = error;
    }
    expect(errorLine(thrown, sourceUrl('Broken.tsx'))).toBe(3);
    expect(errorLine(new Error('elsewhere'), sourceUrl('Broken.tsx'))).toBeNull();
    expect(errorLine('not an error', sourceUrl('Broken.tsx'))).toBeNull();
  });

  it('a module that fails to load is reported with its line', async () => {
    const failing: ModuleRegistry = {
      ...REGISTRY,
      dayjs: () => Promise.reject(new Error('chunk failed')),
    };
    expect(await compileDemo(DEMO, 'TS', failing, 'A.tsx', sandbox())).toEqual({
      ok: false,
      error: {
        kind: 'load',
        specifier: 'dayjs',
        line: 3,
        message: 'chunk failed',
      },
    });
  });
});

describe('asRequired', () => {
  it('keeps ES module namespaces and gives CommonJS exports a default', () => {
    const esm = { __esModule: true, default: 1, named: 2 };
    expect(asRequired(esm)).toBe(esm);
    const commonJs = { default: { useState: 'fn' }, useState: 'fn' };
    expect(asRequired(commonJs)).toEqual({
      useState: 'fn',
      default: { useState: 'fn' },
      __esModule: true,
    });
    expect(asRequired({ only: 1 })).toEqual({
      only: 1,
      default: { only: 1 },
      __esModule: true,
    });
    expect(asRequired(undefined)).toBeUndefined();
  });
});
