/**
 * What a demo needs installed: the packages its imports name, the peer dependencies those
 * require, at the versions this checkout documents and runs (the installed package's own
 * version, else the site's package.json pin: the MUI X packages at 7.23.6, the Pro charts and
 * tree view at the releases the site could install).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plan } from '@/src/config/plans';

/**
 * Material UI's default styling engine: optional peers in the packages' metadata, yet needed by
 * every MUI X component unless another engine is set up (the installation page installs them
 * with `@mui/material`).
 */
const STYLING_ENGINE = ['@emotion/react', '@emotion/styled'];
/** The packages whose use pulls in the styling engine. */
const USES_STYLING_ENGINE = /^@mui\/(?:material|system|x-[a-z-]+)$/;

interface PackageJson {
  version?: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  overrides?: Record<string, unknown>;
}

export interface InstallPackage {
  name: string;
  /** The version to install, or null when this checkout has none (its name only, then). */
  version: string | null;
  /** A peer dependency of another package in the list, not imported by the code itself. */
  peer: boolean;
  /** The MUI X commercial plan the package needs a license for. */
  plan?: Plan;
  /**
   * The npm `overrides` this checkout installs the package with (a peer range it widens:
   * `@mui/x-tree-view-pro` 7.22.1 declares React 17 or 18 and runs on the site's React 19).
   */
  overrides?: Record<string, string>;
}

/** The package an import specifier names (`@mui/x-data-grid/hooks` → `@mui/x-data-grid`), or null for a relative or built-in one. */
export function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) {
    return null;
  }
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? null);
}

/** The modules a source imports or re-exports, in order of appearance, each once (type-only ones too: their package must be installed for the types). */
export function importsOf(source: string): string[] {
  const found = new Set<string>();
  const pattern = /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/g;
  for (const match of source.matchAll(pattern)) {
    found.add(match[1] ?? '');
  }
  return [...found].filter(Boolean);
}

/** The plan a MUI X package needs (`@mui/x-data-grid-premium` → premium). */
function planOf(name: string): Plan | undefined {
  if (!name.startsWith('@mui/x-')) return undefined;
  return name.endsWith('-premium') ? 'premium' : name.endsWith('-pro') ? 'pro' : undefined;
}

/** Reads the checkout's versions: installed packages first, then its package.json. */
export class PackageVersions {
  private readonly pins: Record<string, string>;
  private readonly overrides: Record<string, unknown>;
  private readonly installed = new Map<string, PackageJson | null>();

  constructor(private readonly root: string) {
    const own = readJson(path.join(root, 'package.json'));
    this.pins = { ...own?.devDependencies, ...own?.dependencies };
    this.overrides = own?.overrides ?? {};
  }

  /** The overrides of `name` in the checkout's package.json, `$react` read as the pinned version. */
  private overridesOf(name: string): Record<string, string> | undefined {
    const entry = this.overrides[name];
    if (!entry || typeof entry !== 'object') return undefined;
    const resolved = Object.entries(entry).flatMap(([key, value]) =>
      typeof value === 'string' ? [[key, value.startsWith('$') ? (this.version(value.slice(1)) ?? value) : value] as const] : [],
    );
    return resolved.length > 0 ? Object.fromEntries(resolved) : undefined;
  }

  private manifest(name: string): PackageJson | null {
    if (!this.installed.has(name)) {
      this.installed.set(name, readJson(path.join(this.root, 'node_modules', ...name.split('/'), 'package.json')));
    }
    return this.installed.get(name) ?? null;
  }

  version(name: string): string | null {
    return this.manifest(name)?.version ?? this.pins[name]?.replace(/^[\^~=]/, '') ?? null;
  }

  /**
   * What to install for code importing `specifiers`: their packages, then the peers those
   * require, each once (`react` and friends included). Optional peers come only when needed:
   * the styling engine, and the one an imported module is named after (the date library of
   * `@mui/x-date-pickers/AdapterDayjs`).
   */
  installFor(specifiers: readonly string[]): InstallPackage[] {
    const list = new Map<string, InstallPackage>();
    const add = (name: string, peer: boolean) => {
      if (!list.has(name)) {
        const plan = planOf(name);
        const overrides = this.overridesOf(name);
        list.set(name, { name, version: this.version(name), peer, ...(plan ? { plan } : {}), ...(overrides ? { overrides } : {}) });
      }
    };
    for (const specifier of specifiers) {
      const name = packageOf(specifier);
      if (name) add(name, false);
    }
    for (const specifier of specifiers) {
      const name = packageOf(specifier);
      const named = name ? this.optionalPeerNamedBy(name, specifier.slice(name.length)) : null;
      if (named) add(named, true);
    }
    // Breadth first over the list as it grows: peers of peers too.
    for (const entry of list.values()) {
      const manifest = this.manifest(entry.name);
      for (const peerName of Object.keys(manifest?.peerDependencies ?? {})) {
        if (!manifest?.peerDependenciesMeta?.[peerName]?.optional) add(peerName, true);
      }
      if (USES_STYLING_ENGINE.test(entry.name)) {
        for (const engine of STYLING_ENGINE) add(engine, true);
      }
    }
    return [...list.values()];
  }

  /** The optional peer of `name` whose name the imported subpath spells (the longest such), if any. */
  private optionalPeerNamedBy(name: string, subpath: string): string | null {
    const spelled = squeezeName(subpath);
    const meta = this.manifest(name)?.peerDependenciesMeta ?? {};
    const named = Object.keys(meta).filter((peer) => meta[peer]?.optional && spelled.includes(squeezeName(peer)));
    return named.sort((a, b) => squeezeName(b).length - squeezeName(a).length)[0] ?? null;
  }
}

function squeezeName(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, '');
}

function readJson(file: string): PackageJson | null {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as PackageJson;
  } catch {
    return null;
  }
}

/** `npm install a@1.2.3 b@4.5.6`: every package at its version (by name alone when it has none). */
export function installCommand(packages: readonly InstallPackage[]): string {
  return `npm install ${packages.map((entry) => (entry.version ? `${entry.name}@${entry.version}` : entry.name)).join(' ')}`;
}
