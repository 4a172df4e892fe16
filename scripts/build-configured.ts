/**
 * Builds the configured export for the browser tests (see e2e/configuredBuild.ts) into
 * `out-configured/`, with the same steps as `npm run build` after the content checks.
 */
import { spawnSync } from 'node:child_process';
import { CONFIGURED_ENV, CONFIGURED_OUT_DIR } from './browser/configuredBuild';

const env = { ...process.env, ...CONFIGURED_ENV, DOCS_OUT_DIR: CONFIGURED_OUT_DIR };
for (const command of ['npx next build', 'npx tsx scripts/build/notFoundPages.ts', 'npx tsx scripts/build/rewriteExport.ts', 'npx tsx scripts/twins/build.ts', 'npx tsx scripts/search/build.ts', 'npx tsx scripts/serviceWorker/build.ts']) {
  const result = spawnSync(command, { shell: true, stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`${command} failed (configured build into ${CONFIGURED_OUT_DIR}/).`);
    process.exit(result.status ?? 1);
  }
}
