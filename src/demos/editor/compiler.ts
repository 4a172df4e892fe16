/**
 * The editor's code, loaded on the first Edit, and the compiler behind the live demo: each
 * draft is compiled a pause after the last keystroke, in a sandbox of its own.
 */
import type { ComponentType } from 'react';
import { DEMO_EDITOR_DEBOUNCE_MS, DEMO_EDITOR_LOOP_LIMIT_MS } from '@/src/config/constants';
import type { CodeVariant } from '@/src/preferences/values';
import type * as CompileModule from './compile';
import type { EditorError } from './compile';
import type DemoEditorPanel from './DemoEditorPanel';
import { debounce } from './debounce';
import type * as SandboxModule from './sandbox';
import type { Sandbox } from './sandbox';

export type Tools = {
  compile: typeof CompileModule;
  createSandbox: typeof SandboxModule.createSandbox;
  Panel: typeof DemoEditorPanel;
  modules: Readonly<Record<string, () => Promise<unknown>>>;
};

let tools: Promise<Tools> | null = null;

/** The editor's code, fetched once per page visit; a failed fetch is tried again next time. */
export function loadTools(): Promise<Tools> {
  tools ??= Promise.all([import('./compile'), import('./sandbox'), import('./DemoEditorPanel'), import('@/.build/generated/editorModules')]).then(
    ([compile, sandbox, panel, modules]) => ({
      compile,
      createSandbox: sandbox.createSandbox,
      Panel: panel.default,
      modules: modules.EDITOR_MODULES,
    }),
  );
  tools.catch(() => {
    tools = null;
  });
  return tools;
}

export type CompileOutcome = { ok: true; Component: ComponentType; sandbox: Sandbox } | { ok: false; error: EditorError };

let lastVersion = 0;

/**
 * Compiles drafts a pause after the last keystroke, each in a sandbox of its own; of the
 * results, only each view's latest request is reported (an older one arriving late is dropped
 * and its sandbox disposed, as is everything after `cancel`). `onLoopStopped` hears of a
 * version whose loop ran too long, whenever that happens.
 */
export function createCompiler(
  report: (key: string, fileName: string, version: number, outcome: CompileOutcome) => void,
  onLoopStopped: (sandbox: Sandbox, line: number) => void,
) {
  const requests = new Map<string, number>();
  const compileLater = debounce((key: string, text: string, variant: CodeVariant, fileName: string) => {
    const request = (requests.get(key) ?? 0) + 1;
    requests.set(key, request);
    void loadTools()
      .then(async ({ compile, createSandbox, modules }): Promise<CompileOutcome> => {
        const sandbox: Sandbox = createSandbox({ limitMs: DEMO_EDITOR_LOOP_LIMIT_MS, onLoopStopped: (line) => onLoopStopped(sandbox, line) });
        const result = await compile.compileDemo(text, variant, modules, fileName, sandbox);
        if (!result.ok) {
          sandbox.dispose();
          return result;
        }
        return { ...result, sandbox };
      })
      .catch((error: unknown): CompileOutcome => ({
        ok: false,
        error: { kind: 'runtime', message: error instanceof Error ? error.message : String(error), line: null },
      }))
      .then((outcome) => {
        if (requests.get(key) === request) {
          lastVersion += 1;
          report(key, fileName, lastVersion, outcome);
        } else if (outcome.ok) {
          outcome.sandbox.dispose();
        }
      });
  }, DEMO_EDITOR_DEBOUNCE_MS);
  return {
    schedule: compileLater,
    cancel: () => {
      compileLater.cancel();
      requests.clear();
    },
  };
}
