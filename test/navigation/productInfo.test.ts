import { describe, expect, it } from 'vitest';
import { getProductInfoFromUrl } from '@/src/navigation/productInfo';

describe('getProductInfoFromUrl', () => {
  it.each([
    ['/material-ui/react-button/', 'core', 'material-ui'],
    ['/zh/joy-ui/getting-started/', 'core', 'joy-ui'],
    ['/base-ui/react-menu/', 'core', 'base-ui'],
    ['/system/getting-started/', 'core', 'system'],
    ['/x/react-data-grid/sorting/', 'x', 'x-data-grid'],
    ['/zh/x/react-date-pickers/date-picker/', 'x', 'x-date-pickers'],
    ['/x/react-charts/', 'x', 'x-charts'],
    ['/x/react-tree-view/rich-tree-view/items/', 'x', 'x-tree-view'],
    ['/x/api/data-grid/', 'x', 'x-data-grid'],
    ['/x/api/data-grid/data-grid-pro/', 'x', 'x-data-grid'],
    ['/x/api/date-pickers/', 'x', 'x-date-pickers'],
    ['/x/api/charts/bar-chart/', 'x', 'x-charts'],
    ['/x/api/tree-view/', 'x', 'x-tree-view'],
    ['/x/api/unknown/', 'x', 'null'],
    ['/x/introduction/', 'x', 'null'],
    ['/toolpad/core/introduction/', 'toolpad', 'toolpad-core'],
    ['/toolpad/studio/getting-started/', 'toolpad', 'toolpad-studio'],
    ['/docs/', 'docs', 'docs'],
    ['/versions/', 'docs', 'docs'],
    ['/production-error/', 'docs', 'docs'],
    ['/experiments/docs/callouts/', 'docs', 'docs-infra'],
    ['/experiments/other/', 'null', 'null'],
    ['/', 'null', 'null'],
    ['/pricing/', 'null', 'null'],
  ])('%s -> %s / %s', (path, productCategoryId, productId) => {
    expect(getProductInfoFromUrl(path)).toEqual({ productCategoryId, productId });
  });
});
