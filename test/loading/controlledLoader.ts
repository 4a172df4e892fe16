import { vi } from 'vitest';

/** A loader whose promises the test settles itself, call by call. */
export function controlledLoader<T>() {
  const calls: { resolve: (value: T) => void; reject: (error: Error) => void }[] = [];
  const load = vi.fn(
    () =>
      new Promise<T>((resolve, reject) => {
        calls.push({ resolve, reject });
      }),
  );
  const call = (index: number) => {
    const pending = calls[index];
    if (!pending) throw new Error(`The loader was not called ${index + 1} time(s).`);
    return pending;
  };
  return { load, call };
}
