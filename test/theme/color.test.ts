import { describe, expect, it } from 'vitest';
import { isColor } from '@/src/theme/color';

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
