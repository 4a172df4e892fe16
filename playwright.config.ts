import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/browser';

/** The static export is served by the project's own server on this port (never one we did not start). */
const PORT = Number(process.env.E2E_PORT ?? 4350);
const BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'npx tsx scripts/serve.ts',
    env: { PORT: String(PORT) },
    url: `${BASE_URL}/x/introduction/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
