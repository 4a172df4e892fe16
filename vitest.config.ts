import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': path.resolve(import.meta.dirname) },
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
