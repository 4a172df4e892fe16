import manifest from '@/package.json';
import { SANDBOX_VITE_VERSION } from '@/src/config/sandbox';
import type { PinnedVersions } from './project';

/**
 * Every package version this site pins, read from its own package.json at build time, and
 * the Vite the generated projects run on. Imported only by the code loaded on a click.
 */
export const SITE_VERSIONS: PinnedVersions = {
  ...manifest.dependencies,
  ...manifest.devDependencies,
  vite: SANDBOX_VITE_VERSION,
};
