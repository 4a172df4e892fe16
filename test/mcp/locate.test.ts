import { describe, expect, it } from 'vitest';
import { pageUrl, readPageAddress, resourceUri } from '@/scripts/mcp/locate';

describe('readPageAddress', () => {
  it.each([
    ['/x/react-data-grid/sorting', '/x/react-data-grid/sorting', null, ''],
    ['/x/react-data-grid/sorting/', '/x/react-data-grid/sorting', null, ''],
    ['x/react-data-grid/sorting', '/x/react-data-grid/sorting', null, ''],
    ['react-data-grid/sorting', '/x/react-data-grid/sorting', null, ''],
    ['https://mui.com/x/react-data-grid/sorting/#sorting-from-code', '/x/react-data-grid/sorting', null, 'sorting-from-code'],
    ['http://localhost:4173/zh/x/react-data-grid/sorting/?q=1', '/x/react-data-grid/sorting', 'zh', ''],
    ['/zh/x/react-data-grid/sorting.md', '/x/react-data-grid/sorting', 'zh', ''],
    ['/x/react-data-grid/sorting/index.html', '/x/react-data-grid/sorting', null, ''],
    ['mui-x-docs://x/api/data-grid/data-grid', '/x/api/data-grid/data-grid', null, ''],
    ['mui-x-docs://zh/x/introduction', '/x/introduction', 'zh', ''],
    ['  /X/React-Data-Grid/Sorting  ', '/x/react-data-grid/sorting', null, ''],
    ['api/data-grid/data-grid', '/x/api/data-grid/data-grid', null, ''],
    ['DataGrid', '/x/datagrid', null, ''],
    ['zh', '/x/zh', null, ''],
    ['', '/x', null, ''],
  ])('%j → %s (%s) #%s', (input, pathname, language, anchor) => {
    expect(readPageAddress(input)).toEqual({ pathname, language, anchor });
  });
});

describe('addresses the server gives', () => {
  it('gives absolute URLs on the site origin, with the language prefix and trailing slash', () => {
    expect(pageUrl('/x/react-data-grid/sorting')).toBe('https://mui.com/x/react-data-grid/sorting/');
    expect(pageUrl('/x/react-data-grid/sorting', 'zh', 'sorting-from-code')).toBe('https://mui.com/zh/x/react-data-grid/sorting/#sorting-from-code');
  });

  it('gives resource URIs that read back as the same page', () => {
    for (const language of ['en', 'zh'] as const) {
      const uri = resourceUri('/x/react-data-grid/sorting', language);
      expect(readPageAddress(uri)).toEqual({ pathname: '/x/react-data-grid/sorting', language: language === 'en' ? null : 'zh', anchor: '' });
    }
    expect(resourceUri('/x/introduction', 'en')).toBe('mui-x-docs://x/introduction');
    expect(resourceUri('/x/introduction', 'zh')).toBe('mui-x-docs://zh/x/introduction');
  });
});
