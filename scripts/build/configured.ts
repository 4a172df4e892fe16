/**
 * Builds the configured export for the browser tests (see scripts/browser/configuredBuild.ts)
 * into `out-configured/`: the steps of `npm run build` from `next build` on, with every
 * deployment option set (the records, sources and checks are the default build's).
 */
import { spawnSync } from 'node:child_process';
import { CONFIGURED_ENV, CONFIGURED_OUT_DIR } from '../browser/configuredBuild';

const env = { ...process.env, ...CONFIGURED_ENV, DOCS_OUT_DIR: CONFIGURED_OUT_DIR };
const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build/index.ts', '--from', 'next'], { stdio: 'inherit', env });
if (result.status !== 0) {
  console.error(`The configured build into ${CONFIGURED_OUT_DIR}/ failed.`);
  process.exit(result.status ?? 1);
}
