import { describe, expect, it } from 'vitest';
import { isPlainInternalClick, pageDataUrl } from '@/src/navigation/pageData';

describe('pageDataUrl', () => {
  it.each([
    ['/x/react-data-grid/sorting/', '/_next/data/b1/x/react-data-grid/sorting.json'],
    ['/x/react-data-grid/sorting/#multi', '/_next/data/b1/x/react-data-grid/sorting.json'],
    ['/zh/x/introduction/?q=1', '/_next/data/b1/zh/x/introduction.json'],
    ['/', null],
    ['//evil.example/x/', null],
    ['https://mui.com/x/', null],
    ['/x/sw.js', null],
    ['#heading', null],
  ])('%s -> %s', (href, expected) => {
    expect(pageDataUrl(href, 'b1')).toBe(expected);
  });
});

describe('isPlainInternalClick', () => {
  const plain = { defaultPrevented: false, button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
  const link = { href: '/x/introduction/', target: '', download: false };
  it.each([
    ['a plain click on an internal link', plain, link, true],
    ['a middle click', { ...plain, button: 1 }, link, false],
    ['Ctrl+click (new tab)', { ...plain, ctrlKey: true }, link, false],
    ['Cmd+click', { ...plain, metaKey: true }, link, false],
    ['already handled', { ...plain, defaultPrevented: true }, link, false],
    ['a new-tab link', plain, { ...link, target: '_blank' }, false],
    ['a download', plain, { ...link, download: true }, false],
    ['an external link', plain, { ...link, href: 'https://v6.mui.com/x/' }, false],
    ['a protocol-relative link', plain, { ...link, href: '//v6.mui.com/x/' }, false],
    ['a static asset', plain, { ...link, href: '/_next/static/x.js' }, false],
    ['no href', plain, { ...link, href: null }, false],
  ])('%s -> %s', (_, event, anchor, expected) => {
    expect(isPlainInternalClick(event, anchor)).toBe(expected);
  });
});
