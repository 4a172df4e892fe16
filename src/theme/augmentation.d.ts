// Types `theme.vars` (the CSS-variable references) on the site theme.
import type {} from '@mui/material/themeCssVarsAugmentation';
