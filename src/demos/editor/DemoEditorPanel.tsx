/**
 * The code editor of an editable demo: CodeMirror (through @uiw/react-codemirror) with the
 * JavaScript language (JSX, and TypeScript for the TS variant). Loaded with `import()` when a
 * reader first presses Edit.
 *
 * Keyboard: Tab is not captured (CodeMirror's `indentWithTab` is off), so Tab and Shift+Tab
 * move focus out of the editor as everywhere else on the page; Escape moves focus back to the
 * Edit button. Indenting is Ctrl+] / Ctrl+[ (⌘ on Apple platforms), CodeMirror's defaults.
 */
import { javascript } from '@codemirror/lang-javascript';
import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { tags } from '@lezer/highlight';
import CodeMirror, { EditorView } from '@uiw/react-codemirror';
import { useMemo, type KeyboardEvent } from 'react';
import type { CodeVariant } from '@/src/preferences/values';
import { alpha, focusRing, MONO_FONT_FAMILY, vars } from '@/src/theme/tokens';
import { DEMO_CODE_LINE_HEIGHT } from '../layout';

/** Token colours: CSS variables set by the editor's frame for the light and dark schemes. */
const color = (name: string) => `var(--demo-editor-${name})`;

const highlightStyle = HighlightStyle.define([
  {
    tag: [tags.keyword, tags.modifier, tags.controlKeyword, tags.operatorKeyword, tags.definitionKeyword, tags.moduleKeyword],
    color: color('keyword'),
  },
  {
    tag: [tags.string, tags.special(tags.string), tags.regexp],
    color: color('string'),
  },
  { tag: tags.comment, color: color('comment'), fontStyle: 'italic' },
  {
    tag: [tags.function(tags.variableName), tags.function(tags.propertyName)],
    color: color('function'),
  },
  {
    tag: [tags.number, tags.bool, tags.null, tags.atom, tags.attributeName],
    color: color('constant'),
  },
  {
    tag: [tags.typeName, tags.className, tags.namespace],
    color: color('type'),
  },
  { tag: [tags.tagName, tags.angleBracket], color: color('tag') },
  {
    tag: tags.invalid,
    color: color('keyword'),
    textDecoration: 'underline wavy',
  },
]);

/** The editor's chrome in the site's colours (CSS variables, so light and dark follow the page). */
const theme = EditorView.theme({
  '&': {
    color: color('fg'),
    backgroundColor: color('bg'),
    fontSize: '0.8125rem',
  },
  '&.cm-focused': focusRing(-2),
  '.cm-scroller': {
    fontFamily: MONO_FONT_FAMILY,
    lineHeight: `${DEMO_CODE_LINE_HEIGHT}px`,
  },
  '.cm-content': { caretColor: vars.palette.primary.main, padding: '10px 0' },
  '.cm-cursor, .cm-dropCursor': { borderLeftColor: vars.palette.primary.main },
  '.cm-gutters': {
    backgroundColor: color('bg'),
    color: vars.palette.text.secondary,
    borderRight: `1px solid ${vars.palette.divider}`,
  },
  '.cm-activeLine, .cm-activeLineGutter': {
    backgroundColor: vars.palette.action.hover,
  },
  '&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground, .cm-content ::selection': {
    backgroundColor: alpha(vars.palette.primary.mainChannel, 0.25),
  },
  '.cm-matchingBracket, &.cm-focused .cm-matchingBracket': {
    backgroundColor: alpha(vars.palette.primary.mainChannel, 0.2),
    outline: 'none',
  },
  '.cm-panels': {
    backgroundColor: vars.palette.background.paper,
    color: vars.palette.text.primary,
  },
});

interface DemoEditorPanelProps {
  value: string;
  variant: CodeVariant;
  onChange: (value: string) => void;
  /** Ids of the visible label (the accessible name) and of the usage hint. */
  labelledBy: string;
  describedBy: string;
  autoFocus: boolean;
  /** Escape: where focus goes (the Edit button). */
  onEscape: () => void;
}

export default function DemoEditorPanel({ value, variant, onChange, labelledBy, describedBy, autoFocus, onEscape }: DemoEditorPanelProps) {
  const extensions = useMemo(
    () => [
      javascript({ jsx: true, typescript: variant === 'TS' }),
      syntaxHighlighting(highlightStyle),
      EditorView.contentAttributes.of({
        'aria-labelledby': labelledBy,
        'aria-describedby': describedBy,
        // Already in the tab order (contenteditable); said explicitly so that checkers see the
        // horizontally scrolling code has a focusable element (axe: scrollable-region-focusable).
        tabindex: '0',
      }),
    ],
    [variant, labelledBy, describedBy],
  );
  return (
    <CodeMirror
      value={value}
      onChange={onChange}
      extensions={extensions}
      theme={theme}
      autoFocus={autoFocus}
      onKeyDown={(event: KeyboardEvent<HTMLDivElement>) => {
        // Unless CodeMirror used it (closing its search panel…), Escape returns to the Edit button.
        if (event.key === 'Escape' && !event.defaultPrevented) {
          onEscape();
        }
      }}
      // Tab leaves the editor (keyboard users are never trapped); see the comment above.
      indentWithTab={false}
      basicSetup={{
        foldGutter: false,
        autocompletion: false,
        completionKeymap: false,
        lintKeymap: false,
        crosshairCursor: false,
        rectangularSelection: false,
      }}
    />
  );
}
