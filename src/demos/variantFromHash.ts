import type { CodeVariant } from '@/src/preferences/values';

/** The hash without its `#`, percent-decoded; null when it cannot be decoded (`#%`, `#%E0%A4%A`). */
export function decodeHash(hash: string): string | null {
  try {
    return decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return null;
  }
}

/**
 * `#BasicGrid.tsx` / `#BasicGrid.js` name a demo's source in one language; anything else,
 * including a hash that cannot be decoded, is null. Never throws.
 */
export function variantFromHash(hash: string, demoName: string): CodeVariant | null {
  const decoded = decodeHash(hash);
  if (decoded === `${demoName}.tsx`) {
    return 'TS';
  }
  if (decoded === `${demoName}.js`) {
    return 'JS';
  }
  return null;
}

export function demoLink(location: { origin: string; pathname: string }, demoName: string, variant: CodeVariant): string {
  return `${location.origin}${location.pathname}#${demoName}.${variant === 'TS' ? 'tsx' : 'js'}`;
}
