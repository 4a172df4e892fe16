import styled from '@emotion/styled';
import { MONO_FONT_FAMILY, dark, spacing, vars } from '@/src/theme/tokens';

/** The editor's box under a demo: its head, the code colours, the draft and the error area. */
export const EditorFrame = styled('div')({
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
