import { decodeHash } from '@/src/islands/hash';
import type { CodeVariant } from '@/src/preferences/values';

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
