import styled from '@emotion/styled';
import { ThemeProvider } from '@mui/system';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useCopyFeedback } from '@/src/code/useCopyFeedback';
import { INLINE_COPY_FEEDBACK_MS } from '@/src/config/constants';
import { IslandBoundary } from '@/src/islands/IslandBoundary';
import type { DemoSource, IslandProps } from '@/src/islands/definitions';
import { useFeatureTranslate } from '@/src/i18n/featureStrings';
import { useTranslate } from '@/src/i18n/I18nProvider';
import { DEMO_STRINGS } from './strings';
import { preferencesStore } from '@/src/preferences/store';
import { usePreferences } from '@/src/preferences/usePreferences';
import { CODE_STYLINGS, type CodeVariant } from '@/src/preferences/values';
import { OpenInSandbox } from '@/src/sandbox/OpenInSandbox';
import { MONO_FONT_FAMILY, radius, spacing, vars, focusRing } from '@/src/theme/tokens';
import { STRINGS as EDITOR_STRINGS } from './editor/strings';
import { DemoToolbar, ToolbarButton } from './DemoToolbar';
import {
  codePanelHeight,
  DEMO_CODE_LINE_HEIGHT,
  DEMO_CODE_PADDING,
  DEMO_LIVE_PADDING,
  DEMO_PREVIEW_LINES,
  liveHeight,
} from './layout';
import './license';
import { DEMO_LOADERS } from '@/.build/generated/demoLoaders';
import { useDemoEdits } from './editor/useDemoEdits';
import { useDemoTheme } from './useDemoTheme';
import { demoLink, variantFromHash } from './variantFromHash';

type LoadedDemo = { id: string; attempt: number; Component: ComponentType };

/** A version of a demo's source the page's data does not carry, as its file holds it. */
type VersionFile = Partial<DemoSource>;

/** The files of demo versions, fetched once each (src/content/build/demoFiles.ts); a failure is forgotten. */
const versionFiles = new Map<string, Promise<VersionFile>>();

function fetchVersion(url: string): Promise<VersionFile> {
  let file = versionFiles.get(url);
  if (!file) {
    file = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      return response.json() as Promise<VersionFile>;
    });
    file.catch(() => versionFiles.delete(url));
    versionFiles.set(url, file);
  }
  return file;
}

/** A version's file once it has arrived (null until then, or when there is none to fetch). */
function useVersionFile(url: string | undefined): VersionFile | null {
  const [file, setFile] = useState<{ url: string; content: VersionFile } | null>(null);
  useEffect(() => {
    if (!url) return undefined;
    let live = true;
    fetchVersion(url).then(
      (content) => live && setFile({ url, content }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [url]);
  return file && file.url === url ? file.content : null;
}

/** The TypeScript source the server rendered in the demo's placeholder: its highlighted HTML and its text. */
function serverSource(markup: string | null | undefined): { html: string; text: string } | null {
  if (!markup || typeof document === 'undefined') return null;
  const template = document.createElement('template');
  template.innerHTML = markup;
  const code = template.content.querySelector('.demo-static-code');
  const pre = code?.querySelector('pre');
  return code && pre ? { html: code.innerHTML, text: `${pre.textContent ?? ''}\n` } : null;
}

/**
 * A demo's component, fetched from its own chunk when first shown. The import runs again
 * for every new `attempt` (Reset), so a chunk that failed to load once is tried anew; a
 * failure is thrown to the error boundary around it. Until it arrives, the reserved space
 * says so.
 */
function LiveDemo({ id, attempt }: { id: string; attempt: number }) {
  const td = useFeatureTranslate(DEMO_STRINGS);
  const [loaded, setLoaded] = useState<LoadedDemo | null>(null);
  const [failure, setFailure] = useState<{ id: string; attempt: number; error: Error } | null>(null);
  useEffect(() => {
    let cancelled = false;
    const load = DEMO_LOADERS[id];
    if (!load) return undefined;
    load().then(
      (module) => !cancelled && setLoaded({ id, attempt, Component: module.default }),
      (error: unknown) => !cancelled && setFailure({ id, attempt, error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      cancelled = true;
    };
  }, [id, attempt]);
  if (failure && failure.id === id && failure.attempt === attempt) {
    throw failure.error;
  }
  if (!loaded || loaded.id !== id) {
    return (
      <p className="demo-loading" role="status">
        {td('demo.loading')}
      </p>
    );
  }
  const { Component } = loaded;
  return <Component />;
}

const Frame = styled('div')({
  border: `1px solid ${vars.palette.divider}`,
  borderRadius: radius,
  overflow: 'hidden',
  '& .demo-live': { padding: DEMO_LIVE_PADDING, display: 'flex', flexDirection: 'column', justifyContent: 'center' },
  '& .demo-failed, & .demo-loading': { margin: 0, color: vars.palette.text.secondary, textAlign: 'center' },
  '& .demo-code': {
    position: 'relative',
    '& pre': {
      margin: 0,
      border: 0,
      borderRadius: 0,
      padding: `${DEMO_CODE_PADDING / 2}px ${spacing(2.5)}`,
      lineHeight: `${DEMO_CODE_LINE_HEIGHT}px`,
      fontSize: '0.8125rem',
      fontFamily: MONO_FONT_FAMILY,
      overflowX: 'auto',
    },
    '& code': { fontFamily: 'inherit' },
  },
  '& .demo-code-body': { overflow: 'auto' },
  '& .demo-code[data-collapsed] .demo-code-body': { overflowY: 'hidden' },
  '& .demo-code-body pre': { overflow: 'visible', minWidth: 'max-content' },
  '& .demo-expand': {
    position: 'absolute',
    insetInline: 0,
    bottom: 0,
    display: 'flex',
    justifyContent: 'center',
    padding: spacing(4, 0, 1.5),
    background: `linear-gradient(to bottom, transparent, ${vars.palette.background.paper} 70%)`,
    '& button': {
      padding: '4px 12px',
      border: `1px solid ${vars.palette.divider}`,
      borderRadius: 8,
      background: vars.palette.background.paper,
      color: vars.palette.text.primary,
      font: 'inherit',
      fontSize: '0.8125rem',
      fontWeight: 600,
      cursor: 'pointer',
      '&:focus-visible': focusRing(2),
    },
  },
});

/**
 * A live demo: the component (its own chunk, loaded after hydration, inside an error
 * boundary), a toolbar, and its source in TypeScript or JavaScript (the reader's choice, or
 * the one a `#Name.tsx` / `#Name.js` link names).
 */
export default function Demo({ demo: data, markup }: IslandProps) {
  const t = useTranslate();
  const td = useFeatureTranslate(DEMO_STRINGS);
  const te = useFeatureTranslate(EDITOR_STRINGS);
  const theme = useDemoTheme();
  const preferences = usePreferences();
  const rootRef = useRef<HTMLDivElement>(null);
  const [linked] = useState(() => (data ? variantFromHash(window.location.hash, data.name) : null));
  const [chosen, setChosen] = useState<CodeVariant | null>(linked);
  const [server] = useState(() => serverSource(markup));
  const lines = data?.lines ?? 0;
  const [expanded, setExpanded] = useState(linked !== null || lines <= DEMO_PREVIEW_LINES);
  // Until the reader expands it, the code keeps the height the page reserved for it.
  const [grown, setGrown] = useState(linked !== null);
  const [codeShown, setCodeShown] = useState(true);
  const [resetKey, setResetKey] = useState(0);
  const [sourceCopied, copySource] = useCopyFeedback(INLINE_COPY_FEEDBACK_MS);
  const [linkCopied, copyLink] = useCopyFeedback(INLINE_COPY_FEEDBACK_MS);
  const edits = useDemoEdits();
  // Styling variants (`Name.css.tsx`…): the reader's choice when this demo has it.
  const stylingUrl = data && preferences.codeStyling !== 'system' ? data.files.variants[preferences.codeStyling] : undefined;
  const variant = chosen ?? preferences.codeVariant;
  // Only the version on screen is fetched: the JavaScript one, the styling variant chosen, or a
  // long TypeScript source highlighted whole once the reader expands it (the page's HTML colours
  // the lines of the collapsed panel only).
  const wholeTs = codeShown && expanded ? data?.files.ts : undefined;
  const versionFile = useVersionFile(stylingUrl ?? (variant === 'JS' ? data?.files.js : wholeTs));

  useEffect(() => {
    if (linked) {
      rootRef.current?.scrollIntoView({ block: 'start' });
    }
  }, [linked]);

  if (!data) {
    return null;
  }
  const styling = stylingUrl ? preferences.codeStyling : 'system';
  const liveId = styling === 'system' ? data.demo : `${data.demo}.${styling}`;
  const stylings = CODE_STYLINGS.filter((option) => option === 'system' || data.files.variants[option]);
  // The code on screen: the server's TypeScript (highlighted whole once that has arrived), or
  // the fetched version once it has arrived.
  const wanted = styling !== 'system' || variant === 'JS';
  const code = wanted
    ? versionFile && { html: (variant === 'TS' ? versionFile.tsHtml : versionFile.jsHtml) ?? '', text: (variant === 'TS' ? versionFile.tsSource : versionFile.jsSource) ?? '' }
    : server && versionFile?.tsHtml !== undefined
      ? { html: versionFile.tsHtml, text: server.text }
      : server;
  const source = code?.text ?? '';
  const warmWholeTs = () => {
    if (data.files.ts) fetchVersion(data.files.ts).catch(() => undefined);
  };
  const codeId = `${data.name}-code`;
  const editing = edits.view({
    key: `${styling}:${variant}`,
    source,
    variant,
    fileName: `${data.name}${styling === 'system' ? '' : `.${styling}`}.${variant === 'TS' ? 'tsx' : 'js'}`,
    editButtonId: `${data.name}-edit`,
  });

  return (
    <Frame ref={rootRef} id={data.name} className="demo" data-demo={data.demo}>
      <div className="demo-live" style={{ minHeight: liveHeight(data.height) }}>
        <IslandBoundary key={resetKey} fallback={<p className="demo-failed">{td('demo.failed')}</p>}>
          {theme && DEMO_LOADERS[liveId] ? (
            <ThemeProvider theme={theme}>
              {editing.preview ?? <LiveDemo id={liveId} attempt={resetKey} />}
            </ThemeProvider>
          ) : null}
        </IslandBoundary>
      </div>
      <DemoToolbar label={td('demo.toolbar')}>
        <ToolbarButton
          first
          demo={data.demo}
          action={codeShown ? 'hide-code' : 'show-code'}
          aria-expanded={codeShown}
          aria-controls={codeId}
          onClick={() => {
            setCodeShown(!codeShown);
            setExpanded(true);
            setGrown(true);
          }}
        >
          {codeShown ? td('demo.hideCode') : td('demo.showCode')}
        </ToolbarButton>
        {(['TS', 'JS'] as const).map((option) => (
          <ToolbarButton
            key={option}
            demo={data.demo}
            action={option === 'TS' ? 'ts' : 'js'}
            aria-pressed={variant === option}
            onClick={() => {
              setChosen(null);
              preferencesStore.setCodeVariant(option);
            }}
          >
            {option}
          </ToolbarButton>
        ))}
        {stylings.length > 1
          ? stylings.map((option) => (
              <ToolbarButton
                key={option}
                demo={data.demo}
                action={`styling-${option}`}
                aria-pressed={styling === option}
                aria-label={`${td(`demo.styling.${option}`)}, ${td('demo.styling')}`}
                onClick={() => preferencesStore.setCodeStyling(option)}
              >
                {td(`demo.styling.${option}`)}
              </ToolbarButton>
            ))
          : null}
        <ToolbarButton
          id={`${data.name}-edit`}
          demo={data.demo}
          action="edit"
          disabled={!code}
          aria-pressed={editing.open}
          aria-controls={codeId}
          onClick={() => {
            setCodeShown(true);
            setExpanded(true);
            setGrown(true);
            editing.toggle();
          }}
        >
          {te('demoEditor.edit')}
        </ToolbarButton>
        <span className="spacer" />
        <ToolbarButton demo={data.demo} action="copy-source" disabled={!code} onClick={() => copySource(editing.draft ?? source)}>
          {sourceCopied ? t('copied') : td('demo.copySource')}
        </ToolbarButton>
        <ToolbarButton
          demo={data.demo}
          action="copy-link"
          onClick={() => copyLink(demoLink(window.location, data.name, variant))}
        >
          {linkCopied ? t('copied') : td('demo.copyLink')}
        </ToolbarButton>
        {/* What the reader sees is what opens: their edits, if any. */}
        {code ? <OpenInSandbox demo={data.demo} name={data.name} source={editing.draft ?? source} variant={variant} /> : null}
        <ToolbarButton
          demo={data.demo}
          action="reset"
          onClick={() => {
            setResetKey((key) => key + 1);
            edits.reset();
          }}
        >
          {td('demo.reset')}
        </ToolbarButton>
      </DemoToolbar>
      {codeShown ? (
        <div
          id={codeId}
          className="demo-code"
          data-variant={variant}
          data-collapsed={expanded ? undefined : ''}
          // The chosen version is on its way: the previous one shows until then.
          aria-busy={wanted && !versionFile ? true : undefined}
        >
          {editing.panel ?? (
            <>
              {/* The scroller itself is left to right: code starts at its first character in rtl too. */}
              <div
                className="demo-code-body"
                dir="ltr"
                style={grown ? undefined : { height: codePanelHeight(lines) }}
                // The fetched version replaces the server's only once it is there.
                dangerouslySetInnerHTML={{ __html: code?.html ?? server?.html ?? '' }}
              />
              {expanded ? null : (
                <div className="demo-expand">
                  <button
                    type="button"
                    // The reader is about to expand: the whole source starts on its way.
                    onPointerEnter={warmWholeTs}
                    onFocus={warmWholeTs}
                    onClick={() => {
                      setExpanded(true);
                      setGrown(true);
                    }}
                  >
                    {td('demo.expand')}
                  </button>
                </div>
              )}
            </>
          )}
        </div>
      ) : null}
    </Frame>
  );
}
