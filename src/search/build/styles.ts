/**
 * Build time: the styles of the app bar's search button, compiled into static CSS
 * (src/layout/build/shellStyles.ts).
 */
import type { StaticStyles } from '@/src/theme/build/staticStyles';
import { mq, vars, visuallyHidden } from '@/src/theme/tokens';
import { searchClasses as c } from '../classes';

export const searchStyles: StaticStyles = {
  // After the app bar's button styles, which it refines.
  [`.${c.button}`]: {
    color: vars.palette.text.secondary,
    // Without JavaScript there is no dialog to open.
    '.no-js &': { display: 'none' },
    '& .label': visuallyHidden,
    // No opacity: the hint keeps the secondary text colour's 4.5:1 contrast (axe color-contrast).
    '& kbd': { display: 'none', font: 'inherit', fontSize: '0.75rem' },
    [mq.up('md')]: {
      minWidth: 150,
      justifyContent: 'flex-start',
      '& .label': { position: 'static', width: 'auto', height: 'auto', clipPath: 'none', flex: 1, textAlign: 'start' },
      '& .hint-other': { display: 'inline' },
      '[data-os="apple"] & .hint-other': { display: 'none' },
      '[data-os="apple"] & .hint-mac': { display: 'inline' },
    },
  },
};
