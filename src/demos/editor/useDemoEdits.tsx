/**
 * Editable demos: the state behind a demo's Edit button. The reader's draft of each shown
 * source (TS or JS, per styling) is kept while the page is open; as they type, the draft is
 * compiled (debounced) and the live demo renders it. A draft that does not compile, or whose
 * component throws while rendering, leaves the last version that worked on screen (the
 * original demo until one did) and says what is wrong, with its line, under the editor.
 *
 * Only this small module is part of the demo's chunk: the editor (CodeMirror), the transpiler
 * (sucrase) and the module map are loaded with `import()` when the reader first presses Edit.
 */
import styled from '@emotion/styled';
import { Component, useEffect, useId, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { isApplePlatform } from '@/src/config/platform';
import { DEMO_EDITOR_DEBOUNCE_MS } from '@/src/config/constants';
import { useFeatureTranslate } from '@/src/i18n/featureStrings';
import { interpolate } from '@/src/i18n/translate';
import type { CodeVariant } from '@/src/preferences/values';
import { MONO_FONT_FAMILY, dark, spacing, vars } from '@/src/theme/tokens';
import type * as CompileModule from './compile';
import type { EditorError } from './compile';
import type DemoEditorPanel from './DemoEditorPanel';
import { debounce } from './debounce';
import { STRINGS, type EditorTranslate } from './strings';

type Tools = {
  compile: typeof CompileModule;
  Panel: typeof DemoEditorPanel;
  modules: Readonly<Record<string, () => Promise<unknown>>>;
};

let tools: Promise<Tools> | null = null;

/** The editor's code, fetched once per page visit; a failed fetch is tried again next time. */
function loadTools(): Promise<Tools> {
  tools ??= Promise.all([import('./compile'), import('./DemoEditorPanel'), import('@/.build/generated/editorModules')]).then(
    ([compile, panel, modules]) => ({
      compile,
      Panel: panel.default,
      modules: modules.EDITOR_MODULES,
    }),
  );
  tools.catch(() => {
    tools = null;
  });
  return tools;
}

interface Candidate {
  version: number;
  Component: ComponentType;
  fileName: string;
}

interface Draft {
  text: string;
  /** The last version that rendered; null: the original demo. */
  good: Candidate | null;
  /** A new version, shown until it renders (then it is `good`) or throws. */
  trial: Candidate | null;
  error: EditorError | null;
}

/** Around an edited component: reports what it throws instead of taking the demo down. */
class EditedBoundary extends Component<{ onError: (error: unknown) => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn('An edited demo threw while rendering:', error, info.componentStack);
    this.props.onError(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Tells the session a version has been committed to the screen. */
function Rendered({ onRendered }: { onRendered: () => void }) {
  useEffect(() => {
    onRendered();
  }, [onRendered]);
  return null;
}

export function errorText(t: EditorTranslate, error: EditorError): string {
  switch (error.kind) {
    case 'syntax':
      return interpolate(t('demoEditor.error.syntax'), {
        line: error.line,
        column: error.column,
        message: error.message,
      });
    case 'import':
      return interpolate(t('demoEditor.error.import'), {
        line: error.line,
        specifier: error.specifier,
      });
    case 'load':
      return interpolate(t('demoEditor.error.load'), {
        line: error.line,
        specifier: error.specifier,
        message: error.message,
      });
    case 'export':
      return t('demoEditor.error.export');
    case 'runtime':
      return error.line === null
        ? interpolate(t('demoEditor.error.runtimeNoLine'), {
            message: error.message,
          })
        : interpolate(t('demoEditor.error.runtime'), {
            line: error.line,
            message: error.message,
          });
  }
}

const Frame = styled('div')({
  // GitHub's code colours, as Shiki highlights the read-only source (src/content/shared/codeThemes.ts).
  '--demo-editor-bg': '#ffffff',
  '--demo-editor-fg': '#1f2328',
  '--demo-editor-keyword': '#cf222e',
  '--demo-editor-string': '#0a3069',
  '--demo-editor-comment': '#59636e',
  '--demo-editor-function': '#8250df',
  '--demo-editor-constant': '#0550ae',
  '--demo-editor-type': '#953800',
  '--demo-editor-tag': '#116329',
  ...dark({
    '--demo-editor-bg': '#0d1117',
    '--demo-editor-fg': '#e6edf3',
    '--demo-editor-keyword': '#ff7b72',
    '--demo-editor-string': '#a5d6ff',
    '--demo-editor-comment': '#9198a1',
    '--demo-editor-function': '#d2a8ff',
    '--demo-editor-constant': '#79c0ff',
    '--demo-editor-type': '#ffa657',
    '--demo-editor-tag': '#7ee787',
  }),
  '& .demo-editor-head': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    gap: spacing(0.5, 2),
    padding: spacing(1, 2.5),
    borderBottom: `1px solid ${vars.palette.divider}`,
    fontSize: '0.8125rem',
  },
  '& .demo-editor-label': {
    margin: 0,
    fontWeight: 600,
    color: vars.palette.text.primary,
  },
  '& .demo-editor-hint, & .demo-editor-status': {
    margin: 0,
    color: vars.palette.text.secondary,
  },
  '& .demo-editor-status': { padding: spacing(2, 2.5), fontSize: '0.8125rem' },
  '& .demo-editor-draft pre': {
    margin: 0,
    padding: spacing(1.25, 2.5),
    background: 'var(--demo-editor-bg)',
    color: 'var(--demo-editor-fg)',
    overflowX: 'auto',
  },
  '& .demo-editor-error:not(:empty)': {
    padding: spacing(1, 2.5),
    borderTop: `1px solid ${vars.palette.divider}`,
    borderInlineStart: `4px solid ${vars.palette.error.main}`,
    color: vars.palette.text.primary,
    fontSize: '0.8125rem',
    '& p': { margin: 0 },
    '& .demo-editor-error-message': {
      fontFamily: MONO_FONT_FAMILY,
      whiteSpace: 'pre-wrap',
      overflowWrap: 'anywhere',
    },
    '& .demo-editor-error-note': { color: vars.palette.text.secondary },
  },
});

export interface DemoSourceView {
  /** Which source is shown (`system:TS`, `css:JS`…): each has its own draft. */
  key: string;
  /** The original source of that view. */
  source: string;
  variant: CodeVariant;
  /** The file name readers see (`InitialSort.tsx`). */
  fileName: string;
  /** The Edit button's id: Escape in the editor moves focus back there. */
  editButtonId: string;
}

export interface DemoEditing {
  open: boolean;
  /** The reader's text for the shown source, if they edited it. */
  draft: string | undefined;
  toggle: () => void;
  /** The edited demo for the live area; null: show the original. */
  preview: ReactNode;
  /** The editor (or the edited source, closed) for the code area; null: show the highlighted source. */
  panel: ReactNode;
}

type CompileOutcome = { ok: true; Component: ComponentType } | { ok: false; error: EditorError };

let lastVersion = 0;

/**
 * Compiles drafts a pause after the last keystroke; of the results, only each view's latest
 * request is reported (an older one arriving late is dropped, as is everything after `cancel`).
 */
function createCompiler(report: (key: string, fileName: string, version: number, outcome: CompileOutcome) => void) {
  const requests = new Map<string, number>();
  const compileLater = debounce((key: string, text: string, variant: CodeVariant, fileName: string) => {
    const request = (requests.get(key) ?? 0) + 1;
    requests.set(key, request);
    void loadTools()
      .then(({ compile, modules }) => compile.compileDemo(text, variant, modules, fileName))
      .catch((error: unknown): CompileOutcome => ({
        ok: false,
        error: { kind: 'runtime', message: error instanceof Error ? error.message : String(error), line: null },
      }))
      .then((outcome) => {
        if (requests.get(key) === request) {
          lastVersion += 1;
          report(key, fileName, lastVersion, outcome);
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

/** A demo's edits: `view` gives what to show for the source on screen; `reset` drops every draft. */
export function useDemoEdits(): { reset: () => void; view: (view: DemoSourceView) => DemoEditing } {
  const t = useFeatureTranslate(STRINGS);
  const baseId = useId();
  const [open, setOpen] = useState(false);
  const [focusEditor, setFocusEditor] = useState(false);
  const [loaded, setLoaded] = useState<Tools | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [drafts, setDrafts] = useState<Readonly<Record<string, Draft>>>({});
  const [compiler] = useState(() =>
    createCompiler((key, fileName, version, outcome) =>
      setDrafts((all) => {
        const draft = all[key];
        if (!draft) {
          return all;
        }
        const next: Draft = outcome.ok
          ? { ...draft, trial: { version, Component: outcome.Component, fileName } }
          : { ...draft, trial: null, error: outcome.error };
        return { ...all, [key]: next };
      }),
    ),
  );
  useEffect(() => () => compiler.cancel(), [compiler]);

  const reset = () => {
    compiler.cancel();
    setDrafts({});
  };

  const view = ({ key, source, variant, fileName, editButtonId }: DemoSourceView): DemoEditing => {
    const draft = drafts[key];
    const shown = draft?.trial ?? draft?.good ?? null;

    const rendered = (version: number) =>
      setDrafts((all) => {
        const current = all[key];
        return current?.trial?.version === version
          ? {
              ...all,
              [key]: {
                ...current,
                good: current.trial,
                trial: null,
                error: null,
              },
            }
          : all;
      });
    const failed = (candidate: Candidate, error: unknown) => {
      const line = loaded ? loaded.compile.errorLine(error, loaded.compile.sourceUrl(candidate.fileName)) : null;
      const message = error instanceof Error ? error.message : String(error);
      setDrafts((all) => {
        const current = all[key];
        if (!current) {
          return all;
        }
        const runtime: EditorError = { kind: 'runtime', message, line };
        if (current.trial?.version === candidate.version) {
          return { ...all, [key]: { ...current, trial: null, error: runtime } };
        }
        // The version that worked threw later (after a click…): back to the original demo.
        return current.good?.version === candidate.version ? { ...all, [key]: { ...current, good: null, error: runtime } } : all;
      });
    };

    const preview = shown ? (
      <EditedBoundary key={shown.version} onError={(error) => failed(shown, error)}>
        <shown.Component />
        <Rendered onRendered={() => rendered(shown.version)} />
      </EditedBoundary>
    ) : null;

    const labelId = `${baseId}-label`;
    const hintId = `${baseId}-hint`;
    const apple = typeof navigator !== 'undefined' && isApplePlatform(navigator.platform);
    const modifier = apple ? '⌘' : 'Ctrl+';
    const errorBlock = (
      // Left to right like the code it quotes (in right-to-left pages, ",", line numbers and names would be reordered).
      <div className="demo-editor-error" role="status" dir="ltr">
        {draft?.error ? (
          <>
            <p className="demo-editor-error-message">{errorText(t, draft.error)}</p>
            <p className="demo-editor-error-note">{t('demoEditor.lastRender')}</p>
          </>
        ) : null}
      </div>
    );

    let panel: ReactNode = null;
    if (open) {
      panel = (
        <Frame className="demo-editor">
          <div className="demo-editor-head">
            <p id={labelId} className="demo-editor-label">
              {interpolate(t('demoEditor.label'), { name: fileName })}
            </p>
            <p id={hintId} className="demo-editor-hint">
              {interpolate(t('demoEditor.hint'), {
                indent: `${modifier}]`,
                outdent: `${modifier}[`,
              })}
            </p>
          </div>
          {loaded ? (
            // The code is left to right (it starts at its first character) in right-to-left pages too.
            <div dir="ltr">
              <loaded.Panel
                value={draft?.text ?? source}
                variant={variant}
                labelledBy={labelId}
                describedBy={hintId}
                autoFocus={focusEditor}
                onEscape={() => document.getElementById(editButtonId)?.focus()}
                onChange={(text) => {
                  setDrafts((all) => ({
                    ...all,
                    [key]: {
                      good: null,
                      trial: null,
                      error: null,
                      ...all[key],
                      text,
                    },
                  }));
                  compiler.schedule(key, text, variant, fileName);
                }}
              />
            </div>
          ) : (
            <p className="demo-editor-status" role="status">
              {loadFailed ? t('demoEditor.loadFailed') : t('demoEditor.loading')}
            </p>
          )}
          {errorBlock}
        </Frame>
      );
    } else if (draft) {
      // Closed after editing: the edited text (the live demo shows it), not the original.
      panel = (
        <Frame className="demo-editor">
          <div className="demo-editor-draft" dir="ltr">
            <pre>
              <code>{draft.text}</code>
            </pre>
          </div>
          {errorBlock}
        </Frame>
      );
    }

    return {
      open,
      draft: draft?.text,
      preview,
      panel,
      toggle: () => {
        // Pressed again after the editor failed to load: try again rather than close.
        if (open && !loadFailed) {
          setOpen(false);
          return;
        }
        setOpen(true);
        setFocusEditor(true);
        setLoadFailed(false);
        loadTools().then(setLoaded, () => setLoadFailed(true));
      },
    };
  };

  return { reset, view };
}
