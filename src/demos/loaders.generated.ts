// Generated from the demo files in data/ by `npm run routes`. Do not edit.
import type { ComponentType } from 'react';

export const DEMO_LOADERS: Readonly<Record<string, () => Promise<{ default: ComponentType }>>> = {
  'charts/bars/QuarterlyBars': () => import('@/data/charts/bars/QuarterlyBars'),
  'data-grid/column-pinning/PinnedColumns': () => import('@/data/data-grid/column-pinning/PinnedColumns'),
  'data-grid/getting-started/CityGrid': () => import('@/data/data-grid/getting-started/CityGrid'),
  'data-grid/sorting/InitialSort': () => import('@/data/data-grid/sorting/InitialSort'),
  'date-pickers/date-picker/BasicDatePicker': () => import('@/data/date-pickers/date-picker/BasicDatePicker'),
  'tree-view/simple-tree-view/items/BasicSimpleTree': () => import('@/data/tree-view/simple-tree-view/items/BasicSimpleTree'),
  'tree-view/simple-tree-view/items/StyledItems': () => import('@/data/tree-view/simple-tree-view/items/StyledItems'),
  'tree-view/simple-tree-view/items/StyledItems.css': () => import('@/data/tree-view/simple-tree-view/items/StyledItems.css'),
};
