/**
 * localStorage that never throws: private modes, disabled storage and quota errors read as
 * "nothing stored" and make writes no-ops, so the reader gets the defaults, not a crash.
 */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) {
      window.localStorage.removeItem(key);
    } else {
      window.localStorage.setItem(key, value);
    }
  } catch {
    // Storage unavailable: the preference lasts for this page only.
  }
}
