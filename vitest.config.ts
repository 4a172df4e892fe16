import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      { find: '@', replacement: path.resolve(import.meta.dirname) },
      // The demo editor reads sucrase's parser from its ES build (what the site bundles, the same
      // module its transform uses); Node loads the CommonJS copy of the same files.
      { find: /^sucrase\/dist\/esm\/(.*)$/, replacement: 'sucrase/dist/$1' },
    ],
  },
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    globalSetup: ['test/setup/writeMaps.ts'],
    environment: 'node',
    restoreMocks: true,
    // Some tests run the TypeScript compiler or Shiki over fixtures: seconds on a busy 2-core machine.
    testTimeout: 30_000,
  },
});
