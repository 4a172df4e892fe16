/**
 * Code the page needs for interaction but not for its first render (page-wide listeners,
 * islands): fetched by effects right after hydration, outside the page's first JavaScript.
 * `whenInteractive` settles once every such load started so far has settled, which is when
 * the page marks itself interactive (`<html data-hydrated>`, read by browser tests and the
 * bench). Child effects run before their parents', so the app's own effect, which waits,
 * sees every load its page started.
 */
const pending = new Set<Promise<unknown>>();

/** Runs `load` and counts it among the loads `whenInteractive` waits for. */
export function loadAfterHydration<T>(load: () => Promise<T>): Promise<T> {
  const promise = load();
  const settled = promise.then(
    () => undefined,
    () => undefined,
  );
  pending.add(settled);
  void settled.then(() => pending.delete(settled));
  return promise;
}

/** Settles when every load started so far (and any they start) has settled. */
export async function whenInteractive(): Promise<void> {
  while (pending.size > 0) {
    await Promise.all(pending);
  }
}
