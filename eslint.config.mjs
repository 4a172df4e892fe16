import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import { layersPlugin } from './scripts/lint/layers.mjs';

/** Module boundaries (see README, "What ships to the browser"). */
const NO_SCRIPTS = {
  group: ['@/scripts/*', '**/scripts/*'],
  message: 'The site never imports build scripts (scripts/): move what both need into a shared module under src/.',
};
const NO_TESTS = { group: ['@/e2e/*', '**/e2e/*', '@/test/*'], message: 'Tests import the code, never the other way round.' };
const NO_NODE = {
  group: ['node:*', 'fs', 'fs/*', 'path', 'crypto', 'child_process', 'os', 'url', 'http', 'https', 'module', 'worker_threads'],
  message: 'This code ships to the browser: Node.js modules belong in build-time code (src/**/build/, scripts/).',
};
const NO_NAV_DATA = {
  group: ['@/data/pages', '**/data/pages'],
  message: 'The navigation tree reaches the browser as page data: use useNavTree() (src/navigation/NavTreeProvider), and navProps() in getStaticProps; the whole tree loads on demand through loadFullNavTree() (src/navigation/fullTree.ts).',
};
const NO_BUILD = {
  group: ['@/src/*/build/*', '@/src/*/build/**', './build/*', '../build/*', '../*/build/*'],
  message: 'Build-time code (src/**/build/: style sheets compiled to CSS, getStaticProps helpers) never ships: use the class names (src/<capability>/classes.ts) or move what both need into a shared module.',
};
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: ['.next/**', 'out/**', 'out-configured/**', '.build/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'bench-results/**', 'next-env.d.ts'],
  },
  {
    // Capability folders depend one way (scripts/lint/layers.mjs; the README's architecture map).
    files: ['src/**', 'scripts/**'],
    plugins: { layers: layersPlugin },
    rules: { 'layers/order': 'error' },
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Code that ships to the browser: components, hooks, demos.
    files: ['src/**', 'data/**'],
    ignores: ['src/**/build/**'],
    rules: restrict(NO_SCRIPTS, NO_TESTS, NO_NODE, NO_NAV_DATA, NO_BUILD),
  },
  {
    // The one way the whole tree reaches the browser: loaded on demand, as its own chunk, by
    // dynamic import (pages carry only the groups around them; see src/navigation/prune.ts).
    files: ['src/navigation/fullTree.ts'],
    rules: restrict(NO_SCRIPTS, NO_TESTS, NO_NODE),
  },
  {
    // Build-time code of the site (getStaticProps helpers, server rendering): Node.js is fine.
    files: ['src/**/build/**', 'pages/**'],
    rules: restrict(NO_SCRIPTS, NO_TESTS),
  },
  {
    files: ['scripts/**'],
    rules: restrict(NO_TESTS),
  },
  {
    // Build-time scripts and checks report to the terminal.
    files: ['scripts/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
];

export default config;
