/**
 * Turns an edited demo's source into a component: transpiled by sucrase (TypeScript or
 * JavaScript, JSX with the automatic runtime, imports to `require`), then evaluated as a
 * CommonJS module whose `require` returns the modules the site bundles for demos. Loaded with
 * `import()` when a reader first edits a demo, never before.
 *
 * Sucrase keeps every line where it was, so the lines it reports, and the lines of the
 * evaluated code in a stack trace, are the lines of the reader's source.
 */
import type { ComponentType } from 'react';
import { transform } from 'sucrase';
import type { CodeVariant } from '@/src/preferences/values';
import { collectImports } from './imports';
import { protectLoops } from './loopProtection';
import type { Sandbox } from './sandbox';

/** What went wrong, for the message under the editor; lines and columns are 1-based. */
export type EditorError =
  | { kind: 'syntax'; message: string; line: number; column: number }
  | { kind: 'import'; specifier: string; line: number; column: number }
  | { kind: 'load'; specifier: string; line: number; message: string }
  | { kind: 'export' }
  | { kind: 'runtime'; message: string; line: number | null }
  | { kind: 'loop'; line: number };

export type CompileResult = { ok: true; Component: ComponentType } | { ok: false; error: EditorError };

/** Module specifier to a loader of it (src/demos/editor/modules.generated.js in the site). */
export type ModuleRegistry = Readonly<Record<string, () => Promise<unknown>>>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  (typeof value === 'object' || typeof value === 'function') && value !== null;

/**
 * A loaded module as the transpiled code's `require` expects it: an ES module namespace stays
 * as it is; a CommonJS module's exports (React, dayjs) also become its `default`.
 */
export function asRequired(namespace: unknown): unknown {
  if (!isObject(namespace) || namespace.__esModule === true) {
    return namespace;
  }
  const fallback = 'default' in namespace ? namespace.default : namespace;
  return {
    ...(isObject(fallback) ? fallback : {}),
    ...namespace,
    default: fallback,
    __esModule: true,
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The line of `file` in an error's stack (V8 `file:12:5`, Firefox and Safari `@file:12:5`). */
export function errorLine(error: unknown, file: string): number | null {
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  const match = new RegExp(`${escapeRegExp(file)}:(\\d+):\\d+`).exec(stack);
  return match ? Number(match[1]) : null;
}

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Whether the transpiled code still loads `specifier` (imports used only as types are erased). */
const requires = (code: string, specifier: string) => code.includes(`require('${specifier}')`) || code.includes(`require("${specifier}")`);

/** The name the evaluated code carries in stack traces: `demo-editor/InitialSort.tsx`. */
export function sourceUrl(fileName: string): string {
  return `demo-editor/${fileName.replace(/[^\w.-]/g, '_')}`;
}

/**
 * Transpiles, protects its loops, loads the modules the code imports (only those) and
 * evaluates it with the names of `sandbox` (./sandbox.ts: the loop guard, timers, window and
 * document) in place of the globals; the result is the module's default export, or what went
 * wrong with its line.
 */
export async function compileDemo(
  source: string,
  variant: CodeVariant,
  registry: ModuleRegistry,
  fileName: string,
  sandbox: Sandbox,
): Promise<CompileResult> {
  let code: string;
  try {
    code = protectLoops(
      transform(source, {
        transforms: variant === 'TS' ? ['typescript', 'jsx', 'imports'] : ['jsx', 'imports'],
        jsxRuntime: 'automatic',
        production: true,
        // Every import the reader writes is loaded (and an unknown one reported) even before it is used.
        keepUnusedImports: true,
      }).code,
    );
  } catch (error) {
    const loc = isObject(error) && isObject(error.loc) ? error.loc : {};
    return {
      ok: false,
      error: {
        kind: 'syntax',
        // Sucrase appends ` (line:column)`; the message shows them its own way.
        message: errorMessage(error).replace(/ \(\d+:\d+\)$/, ''),
        line: typeof loc.line === 'number' ? loc.line : 1,
        column: typeof loc.column === 'number' ? loc.column : 1,
      },
    };
  }

  const references = collectImports(source).filter((reference) => requires(code, reference.specifier));
  // The JSX runtime is imported by the transpiler itself, on the first line.
  if (requires(code, 'react/jsx-runtime') && !references.some((reference) => reference.specifier === 'react/jsx-runtime')) {
    references.push({ specifier: 'react/jsx-runtime', line: 1, column: 1 });
  }
  const unknown = references.find((reference) => !Object.hasOwn(registry, reference.specifier));
  if (unknown) {
    return {
      ok: false,
      error: {
        kind: 'import',
        specifier: unknown.specifier,
        line: unknown.line,
        column: unknown.column,
      },
    };
  }

  const modules = new Map<string, unknown>();
  for (const reference of references) {
    if (modules.has(reference.specifier)) {
      continue;
    }
    try {
      modules.set(reference.specifier, asRequired(await registry[reference.specifier]?.()));
    } catch (error) {
      return {
        ok: false,
        error: {
          kind: 'load',
          specifier: reference.specifier,
          line: reference.line,
          message: errorMessage(error),
        },
      };
    }
  }

  const file = sourceUrl(fileName);
  const exports: Record<string, unknown> = {};
  const moduleObject = { exports };
  const requireModule = (specifier: string) => {
    if (!modules.has(specifier)) {
      throw new Error(`Cannot find module '${specifier}'`);
    }
    return modules.get(specifier);
  };
  const names = Object.keys(sandbox.scope);
  try {
    // Indirect eval in global scope: the wrapper opens on the code's first line, so the stack
    // lines are the source's lines, and `sourceURL` names them. The sandbox's names are its
    // parameters, so the code's `setTimeout` or `window` are the sandbox's.
    const evaluate = globalThis.eval as (script: string) => unknown;
    const factory = evaluate(`(function (require, exports, module, ${names.join(', ')}) {${code}\n})\n//# sourceURL=${file}`) as (
      require: (specifier: string) => unknown,
      exports: Record<string, unknown>,
      module: { exports: Record<string, unknown> },
      ...scope: unknown[]
    ) => void;
    factory(requireModule, exports, moduleObject, ...names.map((name) => sandbox.scope[name]));
  } catch (error) {
    return {
      ok: false,
      error: {
        kind: 'runtime',
        message: errorMessage(error),
        line: errorLine(error, file),
      },
    };
  }

  const stoppedAt = sandbox.stoppedAt();
  if (stoppedAt !== null) {
    return { ok: false, error: { kind: 'loop', line: stoppedAt } };
  }

  const Component = moduleObject.exports.default;
  // A function component, or what memo/forwardRef/lazy return (objects React renders).
  if (typeof Component !== 'function' && !(isObject(Component) && '$$typeof' in Component)) {
    return { ok: false, error: { kind: 'export' } };
  }
  return { ok: true, Component: Component as ComponentType };
}
