/**
 * Which packages the API reference reads, and where their declarations are.
 *
 * Every package is read from the installed node_modules, except the two Pro packages that have
 * no 7.23.6 release on the registry: their tarballs are fetched once with `npm pack` into a
 * gitignored cache (.api/vendor/) and read from there, their own imports of the MIT packages
 * resolving to the installed 7.23.6 (the cache sits inside the project, so Node and TypeScript
 * resolution walk up to its node_modules).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
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

export interface VendoredPackage {
  version: string;
  /** Why this version: shown on every page read from it. */
  reason: string;
}

/** The version every installed MUI X package has; vendored ones are compared to it. */
export const WANTED_VERSION = '7.23.6';

export const VENDORED_PACKAGES: Readonly<Record<string, VendoredPackage>> = {
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

export const VENDOR_DIR = '.api/vendor';

export function planOfPackage(packageName: string): Plan | undefined {
  if (packageName.endsWith('-premium')) {
    return 'premium';
  }
  return packageName.endsWith('-pro') ? 'pro' : undefined;
}

export function packageDir(root: string, packageName: string): string {
  return VENDORED_PACKAGES[packageName]
    ? path.join(root, VENDOR_DIR, 'node_modules', packageName)
    : path.join(root, 'node_modules', packageName);
}

export function packageVersion(root: string, packageName: string): string {
  const manifest = JSON.parse(readFileSync(path.join(packageDir(root, packageName), 'package.json'), 'utf8')) as { version: string };
  return manifest.version;
}

/** How the cache is invalidated: the version each package is read at (vendored: the one asked for). */
export function packageVersions(root: string): string[] {
  return Object.values(PRODUCT_PACKAGES)
    .flat()
    .map((name) => `${name}@${VENDORED_PACKAGES[name]?.version ?? packageVersion(root, name)}`);
}

/**
 * Fetches each vendored package's tarball into .api/vendor/ unless that version is there.
 * `pack` runs `npm pack <name>@<version>`; a failure names the package.
 */
export function ensureVendoredPackages(
  root: string,
  pack: (spec: string, destination: string) => string = npmPack,
): void {
  for (const [name, { version }] of Object.entries(VENDORED_PACKAGES)) {
    const target = packageDir(root, name);
    if (existsSync(path.join(target, 'package.json')) && packageVersion(root, name) === version) {
      continue;
    }
    const downloads = path.join(root, VENDOR_DIR, 'downloads');
    mkdirSync(downloads, { recursive: true });
    let tarball: string;
    try {
      tarball = pack(`${name}@${version}`, downloads);
    } catch (error) {
      throw new Error(`Cannot fetch ${name}@${version} with npm pack (needed for the Pro API pages read from it): ${(error as Error).message.trim()}`);
    }
    const unpacked = path.join(downloads, 'package');
    rmSync(unpacked, { recursive: true, force: true });
    execFileSync('tar', ['-xzf', tarball, '-C', downloads]);
    rmSync(target, { recursive: true, force: true });
    mkdirSync(path.dirname(target), { recursive: true });
    renameSync(unpacked, target);
    if (packageVersion(root, name) !== version) {
      throw new Error(`${tarball} is not ${name}@${version}.`);
    }
  }
}

/** `npm pack <spec>` into `destination`; returns the tarball's path. */
function npmPack(spec: string, destination: string): string {
  const output = execFileSync('npm', ['pack', spec, '--json', '--pack-destination', destination], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const [info] = JSON.parse(output) as { filename: string }[];
  if (!info) {
    throw new Error('npm pack printed no tarball.');
  }
  return path.join(destination, info.filename);
}

/** The package's subpath folders (those with their own package.json), e.g. `DatePicker`. */
export function subpathsOf(root: string, packageName: string): string[] {
  const dir = packageDir(root, packageName);
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, 'package.json')) && existsSync(path.join(dir, entry.name, 'index.d.ts')))
    .map((entry) => entry.name)
    .sort();
}
