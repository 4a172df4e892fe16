import { describe, expect, it } from 'vitest';
import { canonicalColor, colorChannels, isColor } from '@/src/theme/color';

describe('isColor', () => {
  it.each([
    '#abc',
    '#ABCD',
    '#2553eb',
    '#2553eb80',
    ' #2553eb ',
    'rgb(1,2,3)',
    'rgb(1, 2, 3)',
    'RGB(255 0 128)',
    'rgb(10% 20% 30%)',
    'rgba(1, 2, 3, 0.5)',
    'rgba(1,2,3,50%)',
    'rgb(1 2 3 / 0.25)',
    'hsl(210, 50%, 40%)',
    'hsl(210deg 50% 40%)',
    'hsla(0.5turn, 50%, 40%, 1)',
    'hsl(210 50% 40% / 30%)',
  ])('accepts %j', (value) => {
    expect(isColor(value)).toBe(true);
  });

  it.each([
    ['CSS injection closing the rule', 'rgb(1,2,3)}body{display:none}x{'],
    ['injection after a hex', '#fff;}body{display:none}'],
    ['a declaration after the colour', 'red; background: url(x)'],
    ['a named colour', 'red'],
    ['color()', 'color(display-p3 1 0 0)'],
    ['var()', 'var(--x)'],
    ['url()', 'url(javascript:alert(1))'],
    ['expression', 'expression(alert(1))'],
    ['nested parentheses', 'rgb(calc(1), 2, 3)'],
    ['a 5-digit hex', '#12345'],
    ['not hex', '#ggg'],
    ['a channel above 255', 'rgb(256, 0, 0)'],
    ['mixed units', 'rgb(10%, 20, 30)'],
    ['alpha above 1', 'rgba(1, 2, 3, 2)'],
    ['two alphas', 'rgb(1 2 3 / 0.5 / 0.5)'],
    ['two channels', 'rgb(1, 2)'],
    ['hsl without percent', 'hsl(210, 50, 40)'],
    ['hue in percent', 'hsl(50%, 50%, 40%)'],
    ['an empty string', ''],
    ['a number', 42],
    ['an object', { main: '#fff' }],
    ['too long', `rgb(${'0'.repeat(64)}, 1, 2)`],
    ['a newline inside', 'rgb(1,\n2,3)}x{'],
  ])('rejects %s', (_, value) => {
    expect(isColor(value)).toBe(false);
  });
});

describe('colorChannels and canonicalColor', () => {
  it.each([
    ['#abc', [170, 187, 204, 1], '#aabbcc'],
    ['#abcd', [170, 187, 204, 221 / 255], 'rgba(170, 187, 204, 0.867)'],
    ['#2553eb80', [37, 83, 235, 128 / 255], 'rgba(37, 83, 235, 0.502)'],
    ['rgb(255 0 0 / 50%)', [255, 0, 0, 0.5], 'rgba(255, 0, 0, 0.5)'],
    ['rgb(100% 0% 20%)', [255, 0, 51, 1], '#ff0033'],
    ['rgba(1e2, 0, 0, .25)', [100, 0, 0, 0.25], 'rgba(100, 0, 0, 0.25)'],
    ['hsl(120deg 100% 50%)', [0, 255, 0, 1], '#00ff00'],
    ['hsl(0.5turn, 100%, 50%)', [0, 255, 255, 1], '#00ffff'],
    ['hsl(-120, 100%, 50%)', [0, 0, 255, 1], '#0000ff'],
    ['hsl(400grad 100% 50%)', [255, 0, 0, 1], '#ff0000'],
    ['hsla(0, 0%, 100%, 0)', [255, 255, 255, 0], 'rgba(255, 255, 255, 0)'],
  ])('%j', (value, channels, canonical) => {
    const found = colorChannels(value);
    expect(found).not.toBeNull();
    found?.forEach((channel, index) => expect(channel).toBeCloseTo(channels[index] ?? NaN, 6));
    expect(canonicalColor(value)).toBe(canonical);
  });

  it.each([
    ['a hue too large for a number', 'hsl(1e400 50% 50%)'],
    ['an infinite channel', 'rgb(1e400, 0, 0)'],
    ['an infinite alpha', 'rgb(0 0 0 / 1e400)'],
  ])('refuses %s', (_, value) => {
    expect(colorChannels(value)).toBeNull();
    expect(isColor(value)).toBe(false);
    expect(canonicalColor(value)).toBeNull();
  });

  it('reads a huge but finite hue as an angle', () => {
    expect(colorChannels('hsl(1e300 50% 50%)')?.every(Number.isFinite)).toBe(true);
  });
});
