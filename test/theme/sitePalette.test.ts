// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { readCookie } from '@/src/preferences/cookies';
import { COOKIES, STORAGE_KEYS } from '@/src/preferences/values';
import { isColor } from '@/src/theme/color';
import { applySitePalette } from '@/src/theme/sitePalette';
import { readStoredColors, readStoredVars } from '@/src/theme/storedPalette';

const storedCookie = () => readCookie(COOKIES.paletteColors);
const storedVars = () => window.localStorage.getItem(STORAGE_KEYS.paletteVars);

describe('applySitePalette stores only what a page load reads back', () => {
  beforeEach(() => {
    document.cookie = `${COOKIES.paletteColors}=;path=/;max-age=0`;
    window.localStorage.clear();
    document.documentElement.removeAttribute('style');
  });

  it.each([
    ['rgb(255 0 0 / 50%)', 'rgba(255, 0, 0, 0.5)'],
    ['hsl(120deg 100% 25%)', '#008000'],
    ['#abcd', 'rgba(170, 187, 204, 0.867)'],
    ['rgb(100% 0% 20%)', '#ff0033'],
  ])('%s: kept as %s, with finite variables the head script accepts', async (typed, canonical) => {
    await applySitePalette({ primary: { main: typed } });
    const cookie = storedCookie() ?? '';
    expect(JSON.parse(cookie)).toEqual({ primary: { main: canonical } });
    expect(readStoredColors(cookie, isColor)).toEqual({ primary: { main: canonical } });
    const vars = storedVars() ?? '';
    expect(vars).not.toMatch(/NaN|Infinity/);
    expect(readStoredVars(vars, cookie, isColor)).not.toBeNull();
    expect(document.documentElement.style.getPropertyValue('--mui-palette-primary-main')).toBe(canonical);
  });

  it.each(['hsl(1e400 50% 50%)', 'red', 'rgb(255, 0)', 'rgb(1,2,3)}body{display:none}x{'])('%s: nothing stored, nothing applied', async (typed) => {
    await applySitePalette({ primary: { main: typed } });
    expect(storedCookie()).toBeUndefined();
    expect(storedVars()).toBeNull();
    expect(document.documentElement.style.getPropertyValue('--mui-palette-primary-main')).toBe('');
  });
});
