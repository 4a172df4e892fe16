import { describe, expect, it } from 'vitest';
import { contentFileFor, pathnameForContentDir } from '@/scripts/content/paths';

describe('contentFileFor', () => {
  it.each([
    ['/x/introduction', 'en', 'data/introduction/overview/overview.md'],
    ['/x/introduction/installation', 'en', 'data/introduction/installation/installation.md'],
    ['/x/introduction/installation', 'zh', 'data/introduction/installation/installation-zh.md'],
    ['/x/react-data-grid', 'en', 'data/data-grid/overview/overview.md'],
    ['/x/react-data-grid/sorting', 'en', 'data/data-grid/sorting/sorting.md'],
    ['/x/react-data-grid/filtering/quick-filter', 'en', 'data/data-grid/filtering/quick-filter/quick-filter.md'],
    ['/x/react-tree-view/rich-tree-view/items', 'zh', 'data/tree-view/rich-tree-view/items/items-zh.md'],
    ['/x/api/data-grid', 'en', 'data/api/data-grid/overview/overview.md'],
    ['/x/api/data-grid/data-grid-pro', 'en', 'data/api/data-grid/data-grid-pro/data-grid-pro.md'],
    ['/x/migration/migration-data-grid-v6', 'en', 'data/migration/migration-data-grid-v6/migration-data-grid-v6.md'],
  ] as const)('%s (%s) -> %s', (pathname, language, file) => {
    expect(contentFileFor(pathname, language)).toBe(file);
  });

  it.each(['/material-ui/button', '/x', '/x/'])('rejects %s', (pathname) => {
    expect(() => contentFileFor(pathname)).toThrow();
  });
});

describe('pathnameForContentDir', () => {
  it.each([
    ['data-grid/my-feature', '/x/react-data-grid/my-feature'],
    ['data/date-pickers/my-feature', '/x/react-date-pickers/my-feature'],
    ['tree-view/rich-tree-view/drag', '/x/react-tree-view/rich-tree-view/drag'],
    ['introduction/faq', '/x/introduction/faq'],
    ['common-concepts/dates', '/x/common-concepts/dates'],
  ])('%s -> %s', (dir, pathname) => {
    expect(pathnameForContentDir(dir)).toBe(pathname);
  });

  it.each(['data-grid', 'data-grid/My_Feature', 'data-grid/a b'])('rejects %s', (dir) => {
    expect(() => pathnameForContentDir(dir)).toThrow();
  });
});
