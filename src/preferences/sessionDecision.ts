/** The part of sessionStorage a per-session decision needs (tests pass a plain object). */
export type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

/** sessionStorage, or null where the browser refuses it (some private modes, sandboxed frames). */
export function sessionStorageOrNull(): SessionStore | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * A choice made once per session: the stored value when it is one of `allowed`, otherwise
 * `decide()`, kept for the session's later pages. Without working storage the choice holds
 * for this page only.
 */
export function sessionDecision<T extends string>(
  storage: SessionStore | null,
  key: string,
  allowed: readonly T[],
  decide: () => T,
): T {
  try {
    const stored = storage?.getItem(key);
    if (stored && (allowed as readonly string[]).includes(stored)) {
      return stored as T;
    }
  } catch {
    // Unreadable storage: decide below.
  }
  const value = decide();
  try {
    storage?.setItem(key, value);
  } catch {
    // Unwritable storage: the choice lasts for this page.
  }
  return value;
}
