import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** The build id: the one folder of `_next/static/` holding `_buildManifest.js`. */
export function findBuildId(outDir: string): string {
  const staticDir = path.join(outDir, '_next', 'static');
  const ids = existsSync(staticDir)
    ? readdirSync(staticDir).filter((name) => existsSync(path.join(staticDir, name, '_buildManifest.js')))
    : [];
  if (ids.length !== 1) {
    throw new Error(`Expected one build id folder with _buildManifest.js in ${staticDir}, found ${ids.length}.`);
  }
  return ids[0] as string;
}
