/** The hash without its `#`, percent-decoded; null when it cannot be decoded (`#%`, `#%E0%A4%A`). */
export function decodeHash(hash: string): string | null {
  try {
    return decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return null;
  }
}
