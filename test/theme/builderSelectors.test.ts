import { describe, expect, it } from 'vitest';
import { selectorProblem } from '@/src/themeBuilder/selectors';

describe('selectorProblem', () => {
  it.each([
    // Not selectors: CSS properties, slot and component names, custom properties.
    'color',
    'WebkitBoxShadow',
    '--my-color',
    'root',
    'MuiButton',
    '500',
    // The component itself, its states and what is inside it.
    '&:hover',
    '&.Mui-disabled',
    '&::before',
    '& .MuiButton-startIcon',
    '& > span',
    '& .a ~ .b',
    '& .a + .b',
    '.MuiButton-startIcon',
    '> .child',
    ':hover',
    'span, & .icon',
    '&:not(.Mui-focused)',
    '&:nth-child(2n+1)',
    'html &',
    '@media (min-width:600px)',
    '@supports (display: grid)',
    '@container (width > 400px)',
  ])('accepts %j', (key) => {
    expect(selectorProblem(key)).toBeNull();
  });

  it.each([
    ['an ancestor that has the component', 'html:has(&) body'],
    ['a negation of the component', ':not(&)'],
    ['the component inside :is()', ':is(&, body)'],
    ['the later siblings', '& ~ *'],
    ['the next sibling', '&+*'],
    ['the siblings of a state', '&:hover ~ div'],
    ['siblings without &', '~ *'],
    ['next sibling without &', '+ div'],
    ['one part of a list escaping', '&:hover, :where(&) ~ *'],
    ['an & in an attribute selector', '[data-x="&"]'],
  ])('refuses %s (%j)', (_, key) => {
    expect(selectorProblem(key)).toContain(`the selector "${key}" reaches outside the preview's component`);
  });

  it.each(['@font-face', '@import url(x)', '@layer base', '@keyframes spin', '@scope (html)'])('refuses the at-rule %j', (key) => {
    expect(selectorProblem(key)).toContain('is an at-rule of its own');
  });
});
