// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { savedPageTitle } from '@/src/serviceWorker/savedPages';

const html = (head: string) => `<!DOCTYPE html><html><head>${head}</head><body><h1>x</h1></body></html>`;

describe('savedPageTitle', () => {
  it.each([
    ['a docs page, without the site suffix', html('<title>Data Grid - Sorting - MUI X</title>'), 'Data Grid - Sorting'],
    ['a title without the suffix', html('<title>Charts</title>'), 'Charts'],
    ['escaped characters', html('<title>Tree View &amp; Charts - MUI X</title>'), 'Tree View & Charts'],
    ['a noindex page (redirect, 404)', html('<title>MUI X</title><meta name="robots" content="noindex">'), null],
    ['no title', html(''), null],
  ])('%s', (_name, source, expected) => {
    expect(savedPageTitle(source)).toBe(expected);
  });
});
