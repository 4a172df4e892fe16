import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useTheme, type TypographyVariant } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { MAX_ELEVATION } from '@/src/config/constants';

const VARIANTS: TypographyVariant[] = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'subtitle1',
  'subtitle2',
  'body1',
  'body2',
  'button',
  'caption',
  'overline',
];

/** Every typography variant of the theme, with its size, weight and line height. */
export function TypeScale() {
  const theme = useTheme();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {VARIANTS.map((variant) => {
        const style = theme.typography[variant];
        return (
          <Box key={variant} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '120px 1fr' }, gap: 1, alignItems: 'baseline' }}>
            <Box component="code" sx={{ fontSize: 12, color: 'text.secondary' }}>
              {variant} · {String(style.fontSize)} · {String(style.fontWeight)} · {String(style.lineHeight)}
            </Box>
            <Typography variant={variant} noWrap component="p">
              {variant.startsWith('h') ? 'Advanced data grids' : 'Sort, filter and edit rows'}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}

/** Papers at every elevation from 0 to 24. */
export function Elevations({ label }: { label: string }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(88px, 1fr))', gap: 2, p: 1 }}>
      {Array.from({ length: MAX_ELEVATION + 1 }, (_unused, elevation) => (
        <Paper
          key={elevation}
          elevation={elevation}
          aria-label={`${label} ${elevation}`}
          sx={{ height: 72, display: 'grid', placeItems: 'center', fontWeight: 600 }}
        >
          {elevation}
        </Paper>
      ))}
    </Box>
  );
}
