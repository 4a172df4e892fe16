import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { brandTheme } from '@/src/theme/brandTheme';

/**
 * Demos write with the palette's colours as text (an outlined warning chip, an info-coloured
 * cell), so each of them must reach WCAG's 4.5:1 on both backgrounds of its scheme.
 */
const TEXT_COLOURS = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;
const SCHEMES = ['light', 'dark'] as const;

describe('palette colours read as text', () => {
  for (const scheme of SCHEMES) {
    const palette = brandTheme.colorSchemes[scheme]?.palette;
    for (const name of TEXT_COLOURS) {
      for (const background of ['default', 'paper'] as const) {
        it(`${scheme} ${name}.main on background.${background}: at least 4.5:1`, () => {
          if (!palette) throw new Error(`no ${scheme} palette`);
          expect(getContrastRatio(palette[name].main, palette.background[background])).toBeGreaterThanOrEqual(4.5);
        });
      }
    }
  }
});
