import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { radius, spacing, vars } from '@/src/theme/tokens';

const Root = styled('section')({
  margin: spacing(0, 0, 3),
  padding: spacing(2.5),
  borderRadius: radius,
  border: `1px solid ${vars.palette.divider}`,
  backgroundColor: vars.palette.background.paper,
  '& > h3': { margin: spacing(0, 0, 0.5), fontSize: '1.0625rem', fontWeight: 700 },
  '& > .note': { margin: spacing(0, 0, 2), fontSize: '0.875rem', color: vars.palette.text.secondary },
});

/** One card of the theme builder. */
export function Section({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  return (
    <Root>
      <h3>{title}</h3>
      {note ? <p className="note">{note}</p> : <div style={{ height: 12 }} />}
      {children}
    </Root>
  );
}
