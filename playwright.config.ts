import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/browser/chromium';
import { CONFIGURED_OUT_DIR, CONFIGURED_PORT, DEFAULT_PORT } from './scripts/browser/configuredBuild';

/** Each export is served by the project's own server on its own port (never one we did not start). */
const DEFAULT_URL = `http://127.0.0.1:${DEFAULT_PORT}`;
const CONFIGURED_URL = `http://127.0.0.1:${CONFIGURED_PORT}`;
/** Specs that need the configured export (production host, ad network, analytics tag). */
const CONFIGURED_SPECS = /\.configured\.spec\.ts$/;

/** `E2E_SHARD=2/3`: the second third of the tests (CI splits them across jobs, .github/workflows/ci.yml). */
function shardFrom(value: string | undefined): { current: number; total: number } | null {
  if (!value) return null;
  const match = /^(\d+)\/(\d+)$/.exec(value.trim());
  const [current, total] = [Number(match?.[1]), Number(match?.[2])];
  if (!match || current < 1 || current > total) {
    throw new Error(`E2E_SHARD=${value}: expected <shard>/<total>, such as 1/3.`);
  }
  return { current, total };
}

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  forbidOnly: true,
  shard: shardFrom(process.env.E2E_SHARD),
  retries: 0,
  // Generous: the pages run real grids and charts, and CI machines have two cores.
  timeout: 60_000,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'default', testIgnore: CONFIGURED_SPECS, use: { baseURL: DEFAULT_URL } },
    { name: 'configured', testMatch: CONFIGURED_SPECS, use: { baseURL: CONFIGURED_URL } },
  ],
  webServer: [
    {
      command: 'npx tsx scripts/serve.ts',
      env: { PORT: String(DEFAULT_PORT) },
      url: `${DEFAULT_URL}/x/introduction/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'npx tsx scripts/serve.ts',
      env: { PORT: String(CONFIGURED_PORT), OUT_DIR: CONFIGURED_OUT_DIR },
      url: `${CONFIGURED_URL}/x/introduction/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
