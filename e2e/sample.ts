/**
 * Per-URL browser checks run on a sample in `npm test`, so the suite stays within its time
 * budget as the site grows; `npm run test:e2e:sweep` sets FULL_SWEEP=1 and visits every URL.
 */
export const FULL_SWEEP = process.env.FULL_SWEEP === '1';

/**
 * An even, deterministic sample of `items`: at most `size` of them, always including the first
 * and the last, spread across the list (so every section of the navigation is represented).
 */
export function evenSample<T>(items: readonly T[], size: number): T[] {
  if (FULL_SWEEP || items.length <= size) {
    return [...items];
  }
  if (size <= 1) {
    return items.slice(0, size);
  }
  const step = (items.length - 1) / (size - 1);
  return Array.from({ length: size }, (_, index) => items[Math.round(index * step)] as T);
}
