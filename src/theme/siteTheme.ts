import { createElement, lazy, Suspense } from 'react';
import { createTheme, type Theme } from '@mui/material/styles';
import type { GridLoadingOverlayProps } from '@mui/x-data-grid';
import { MATERIAL_LOCALES, type ComponentLocaleId } from '@/src/i18n/componentLocales';
import type { Direction } from '@/src/preferences/values';
import { brandThemeOptions } from './brandTheme';
import { vars } from './tokens';

/**
 * The name of a progress indicator that has none of its own. MUI X draws CircularProgress and
 * LinearProgress without a name and without a prop to give one: the Data Grid's loading
 * overlay, the loading rows of server-side tree data and row grouping. A progressbar without
 * a name is announced as nothing more than "progress bar".
 */
const PROGRESS_LABELS: Record<ComponentLocaleId, string> = { en: 'Loading', zh: '加载中', pt: 'Carregando' };

/**
 * The name of the Data Grid's panel (the filter and column panels). MUI X draws it in a Popper
 * with Popper's default `role="tooltip"`, though it holds a form: a tooltip may not contain
 * controls, and, portalled to the end of the body, it sits outside every landmark (axe
 * `region`). As a non-modal dialog it is a region of its own and is announced as what it is.
 */
const GRID_PANEL_LABELS: Record<ComponentLocaleId, string> = {
  en: 'Data grid settings',
  zh: '表格设置',
  pt: 'Configurações da tabela',
};

/**
 * The Data Grid's loading overlay in a row and cell (GridLoadingOverlayInRow). Its module
 * imports the grid, so it loads on demand: pages without a grid never fetch it, and on a grid
 * page the grid's code is already there. Until it arrives (once), the overlay is empty.
 */
const LazyGridLoadingOverlayInRow = lazy(() => import('./GridLoadingOverlayInRow'));

function GridLoadingOverlay(props: GridLoadingOverlayProps) {
  return createElement(Suspense, { fallback: null }, createElement(LazyGridLoadingOverlayInRow, props));
}

/**
 * Component defaults and styles for the demos, kept out of the brand theme (which is in every
 * page's first load). Each entry works around what the component library does wrong:
 * - the date calendar writes its week numbers in text.disabled (2.3:1 on white), though they
 *   are information, not disabled controls: secondary text reads at 7:1;
 * - progress indicators get a default name (see PROGRESS_LABELS); a demo's own aria-label wins;
 * - the Data Grid's panel is a named dialog (see GRID_PANEL_LABELS) and its loading overlay
 *   sits in a row (see GridLoadingOverlay); a grid's own `slots` and `slotProps` are merged
 *   with these, key by key, so a demo's own overlay or panel props still win;
 * - the date picker toolbar shows the picked date in Typography `h4` without a `component`,
 *   so an h4 heading lands in the page under the demo's h2 (axe `heading-order`) though it is
 *   a value, not a section title; no prop reaches that Typography, so `h4` maps to a
 *   paragraph. No demo or site component relies on an `h4` Typography being a heading.
 */
function componentsFor(locale: ComponentLocaleId) {
  return {
    MuiDayCalendar: {
      styleOverrides: {
        weekNumber: { color: vars.palette.text.secondary },
        weekNumberLabel: { color: vars.palette.text.secondary },
      },
    },
    MuiCircularProgress: { defaultProps: { 'aria-label': PROGRESS_LABELS[locale] } },
    MuiLinearProgress: { defaultProps: { 'aria-label': PROGRESS_LABELS[locale] } },
    MuiTypography: { defaultProps: { variantMapping: { h4: 'p' } } },
    MuiDataGrid: {
      defaultProps: {
        slots: { loadingOverlay: GridLoadingOverlay },
        slotProps: { panel: { role: 'dialog', 'aria-label': GRID_PANEL_LABELS[locale] } },
      },
    },
  } satisfies NonNullable<Parameters<typeof createTheme>[0]>['components'];
}

const cache = new Map<string, Theme>();

/**
 * The theme Material UI components get on the site: the brand theme in the reader's
 * direction, with the component text (pagination, rating, …) of the reader's language.
 */
export function siteTheme(direction: Direction, locale: ComponentLocaleId): Theme {
  const key = `${direction}-${locale}`;
  let theme = cache.get(key);
  if (!theme) {
    theme = createTheme({ ...brandThemeOptions, direction, components: componentsFor(locale) }, MATERIAL_LOCALES[locale]);
    cache.set(key, theme);
  }
  return theme;
}
