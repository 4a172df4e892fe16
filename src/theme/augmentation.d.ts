// Types `theme.vars` (the CSS-variable references) on the site theme.
import type {} from '@mui/material/themeCssVarsAugmentation';
// Types the `components` keys of MUI X date pickers (`MuiDayCalendar`) in the theme options.
import type {} from '@mui/x-date-pickers/themeAugmentation';
// Types the `components` keys of the Data Grid (`MuiDataGrid`) in the theme options.
import type {} from '@mui/x-data-grid/themeAugmentation';
