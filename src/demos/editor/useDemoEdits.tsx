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
import { Component, useEffect, useId, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { isApplePlatform } from '@/src/config/platform';
import { useFeatureTranslate } from '@/src/i18n/featureStrings';
import { interpolate } from '@/src/i18n/translate';
import type { CodeVariant } from '@/src/preferences/values';
import type { EditorError } from './compile';
import { createCompiler, loadTools, type Tools } from './compiler';
import { EditorFrame } from './EditorFrame';
import { errorText } from './errorText';
import type { Sandbox } from './sandbox';
import { STRINGS } from './strings';

interface Candidate {
  version: number;
  Component: ComponentType;
  fileName: string;
  /** Its loop guard, timers and listeners (./sandbox.ts), disposed once the version is dropped. */
  sandbox: Sandbox;
}

interface Draft {
  text: string;
  /** The last version that rendered; null: the original demo. */
  good: Candidate | null;
  /** A new version, shown until it renders (then it is `good`) or throws. */
  trial: Candidate | null;
  error: EditorError | null;
}

const NONE: ReadonlySet<Sandbox> = new Set();

/** Disposes the sandboxes of `live` that are not in `kept`, and forgets them. */
function disposeExcept(live: Set<Sandbox>, kept: ReadonlySet<Sandbox | undefined>): void {
  live.forEach((sandbox) => {
    if (!kept.has(sandbox)) {
      sandbox.dispose();
      live.delete(sandbox);
    }
  });
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

/** A demo's edits: `view` gives what to show for the source on screen; `reset` drops every draft. */
export function useDemoEdits(): { reset: () => void; view: (view: DemoSourceView) => DemoEditing } {
  const t = useFeatureTranslate(STRINGS);
  const baseId = useId();
  const [open, setOpen] = useState(false);
  const [focusEditor, setFocusEditor] = useState(false);
  const [loaded, setLoaded] = useState<Tools | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [drafts, setDrafts] = useState<Readonly<Record<string, Draft>>>({});
  // The sandboxes of the versions compiled and not yet disposed (one set for the hook's life).
  const [live] = useState(() => new Set<Sandbox>());
  const [compiler] = useState(() =>
    createCompiler(
      (key, fileName, version, outcome) => {
        if (outcome.ok) {
          live.add(outcome.sandbox);
        }
        setDrafts((all) => {
          const draft = all[key];
          if (!draft) {
            return all;
          }
          const next: Draft = outcome.ok
            ? { ...draft, trial: { version, Component: outcome.Component, fileName, sandbox: outcome.sandbox } }
            : { ...draft, trial: null, error: outcome.error };
          return { ...all, [key]: next };
        });
      },
      // A loop of a version ran too long (while rendering, in a timer, after a click): the
      // version is dropped, back to the last one that worked (or the original).
      (sandbox, line) =>
        setDrafts((all) => {
          const error: EditorError = { kind: 'loop', line };
          let changed = false;
          const next = Object.fromEntries(
            Object.entries(all).map(([key, draft]) => {
              if (draft.trial?.sandbox === sandbox) {
                changed = true;
                return [key, { ...draft, trial: null, error }];
              }
              if (draft.good?.sandbox === sandbox) {
                changed = true;
                return [key, { ...draft, good: null, error }];
              }
              return [key, draft];
            }),
          );
          return changed ? next : all;
        }),
    ),
  );
  useEffect(
    () => () => {
      compiler.cancel();
      disposeExcept(live, NONE);
    },
    [compiler, live],
  );
  // Every re-run: the versions no longer shown or tried stop their timers and listeners.
  useEffect(() => {
    disposeExcept(live, new Set(Object.values(drafts).flatMap((draft) => [draft.good?.sandbox, draft.trial?.sandbox])));
  }, [drafts, live]);

  const reset = () => {
    compiler.cancel();
    disposeExcept(live, NONE);
    setDrafts({});
  };

  const view = ({ key, source, variant, fileName, editButtonId }: DemoSourceView): DemoEditing => {
    const draft = drafts[key];
    const shown = draft?.trial ?? draft?.good ?? null;

    const rendered = (version: number) =>
      setDrafts((all) => {
        const current = all[key];
        // A version whose loop was stopped while it rendered is not one that worked.
        return current?.trial?.version === version && current.trial.sandbox.stoppedAt() === null
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
        <EditorFrame className="demo-editor">
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
        </EditorFrame>
      );
    } else if (draft) {
      // Closed after editing: the edited text (the live demo shows it), not the original.
      panel = (
        <EditorFrame className="demo-editor">
          <div className="demo-editor-draft" dir="ltr">
            <pre>
              <code>{draft.text}</code>
            </pre>
          </div>
          {errorBlock}
        </EditorFrame>
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
