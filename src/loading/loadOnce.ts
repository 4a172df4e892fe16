/**
 * `load`, run once and its result kept: every call shares the same promise. A failed load is
 * forgotten, so the next call tries again (a chunk that failed offline loads once back online;
 * React.lazy would keep the failure for ever).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    }));
}
