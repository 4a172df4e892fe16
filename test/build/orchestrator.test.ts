import { describe, expect, it } from 'vitest';
import { selectSteps, STEPS } from '@/scripts/build/index';

const names = (args: string[]) => selectSteps(args).map((step) => step.name);

describe('npm run build steps', () => {
  it('runs every step, in order, by default', () => {
    expect(names([])).toEqual(['api', 'content', 'sources', 'check', 'next', 'not-found', 'rewrite', 'styles', 'twins', 'demos', 'search', 'cards', 'sitemap', 'sw']);
  });

  it.each([
    [['--only', 'search'], ['search']],
    [['--only', 'twins,content'], ['content', 'twins']],
    [['--from', 'rewrite'], ['rewrite', 'styles', 'twins', 'demos', 'search', 'cards', 'sitemap', 'sw']],
    [['--only', 'cards,sitemap'], ['cards', 'sitemap']],
  ])('%j runs %j', (args, expected) => {
    expect(names(args)).toEqual(expected);
  });

  it('names the steps when asked for one that does not exist', () => {
    expect(() => selectSteps(['--only', 'serach'])).toThrow(`Unknown build step "serach". Steps: ${STEPS.map((step) => step.name).join(', ')}.`);
  });
});
