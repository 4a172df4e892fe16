/**
 * Calls `callback` when the browser is next idle, or after `timeoutMs` at the latest. Where the
 * browser cannot say when it is idle (Safari), after `fallbackMs`. Returns the function that
 * cancels it.
 */
export function whenIdle(callback: () => void, timeoutMs: number, fallbackMs = timeoutMs): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => callback(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, fallbackMs);
  return () => window.clearTimeout(id);
}
