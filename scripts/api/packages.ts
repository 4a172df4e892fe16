/**
 * Which packages the API reference reads, and where their declarations are.
 *
 * Every package is read from the installed node_modules. Two Pro packages have no 7.23.6 release
 * on the registry, so the project installs the closest earlier ones (OLDER_PACKAGES), which nest
 * their own copy of the MIT package they build on (`@mui/x-tree-view-pro/node_modules/@mui/x-tree-view`
 * 7.22.1). The extractor resolves their imports of the documented packages to the installed
 * 7.23.6 copies instead (`resolveFrom` in scripts/api/extract.ts), so a Pro page documents the
 * same MIT props as the MIT page.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ApiProduct } from '@/data/api/components';
import type { Plan } from '@/src/navigation/types';

/** The product's packages, from the lowest plan up. */
export const PRODUCT_PACKAGES: Readonly<Record<ApiProduct, readonly string[]>> = {
  'data-grid': ['@mui/x-data-grid', '@mui/x-data-grid-pro', '@mui/x-data-grid-premium'],
  'date-pickers': ['@mui/x-date-pickers', '@mui/x-date-pickers-pro'],
  charts: ['@mui/x-charts', '@mui/x-charts-pro'],
  'tree-view': ['@mui/x-tree-view', '@mui/x-tree-view-pro'],
};

export interface OlderPackage {
  /** The release installed in its place (package.json pins it); checked against node_modules. */
  version: string;
  /** Why this version: shown on every page read from it. */
  reason: string;
}

/** The version every installed MUI X package has; older ones are compared to it. */
export const WANTED_VERSION = '7.23.6';

export const OLDER_PACKAGES: Readonly<Record<string, OlderPackage>> = {
  '@mui/x-charts-pro': {
    version: '7.23.2',
    reason:
      'The npm registry has no 7.23.6 release of @mui/x-charts-pro; 7.23.2 is the closest earlier one. Its imports of @mui/x-charts were resolved against the installed 7.23.6.',
  },
  '@mui/x-tree-view-pro': {
    version: '7.22.1',
    reason:
      'The npm registry has no 7.23.6 release of @mui/x-tree-view-pro; 7.22.1 is the closest earlier one. Its imports of @mui/x-tree-view were resolved against the installed 7.23.6.',
  },
};

export function planOfPackage(packageName: string): Plan | undefined {
  if (packageName.endsWith('-premium')) {
    return 'premium';
  }
  return packageName.endsWith('-pro') ? 'pro' : undefined;
}

export function packageDir(root: string, packageName: string): string {
  return path.join(root, 'node_modules', packageName);
}

export function packageVersion(root: string, packageName: string): string {
  const manifest = JSON.parse(readFileSync(path.join(packageDir(root, packageName), 'package.json'), 'utf8')) as { version: string };
  return manifest.version;
}

/** How the cache is invalidated: the installed version of each package. */
export function packageVersions(root: string): string[] {
  return Object.values(PRODUCT_PACKAGES)
    .flat()
    .map((name) => `${name}@${packageVersion(root, name)}`);
}

/**
 * Fails, naming the package, when an older package is missing from node_modules or is not the
 * release its page note names (the note would then be wrong).
 */
export function checkOlderPackages(root: string): void {
  for (const [name, { version }] of Object.entries(OLDER_PACKAGES)) {
    if (!existsSync(path.join(packageDir(root, name), 'package.json'))) {
      throw new Error(`API reference: ${name} is not installed (package.json pins ${version}); run npm install.`);
    }
    const installed = packageVersion(root, name);
    if (installed !== version) {
      throw new Error(`API reference: node_modules has ${name}@${installed}, but scripts/api/packages.ts says its pages are read from ${version}.`);
    }
  }
}

/** The package's subpath folders (those with their own package.json), e.g. `DatePicker`. */
export function subpathsOf(root: string, packageName: string): string[] {
  const dir = packageDir(root, packageName);
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, 'package.json')) && existsSync(path.join(dir, entry.name, 'index.d.ts')))
    .map((entry) => entry.name)
    .sort();
}
