import { describe, expect, it } from 'vitest';
import { loadAfterHydration, whenInteractive } from '@/src/loading/afterHydration';

/** A promise the test settles itself. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Whether `promise` has settled once pending microtasks have run. */
async function isSettled(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  for (let tick = 0; tick < 10; tick += 1) await Promise.resolve();
  return settled;
}

describe('loadAfterHydration / whenInteractive', () => {
  it('settles at once when nothing is loading', async () => {
    expect(await isSettled(whenInteractive())).toBe(true);
  });

  it('waits for every load, a failed one included, and hands each load its own result', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const a = loadAfterHydration(() => first.promise);
    const b = loadAfterHydration(() => second.promise);
    const ready = whenInteractive();
    first.resolve('listeners');
    expect(await isSettled(ready)).toBe(false);
    second.reject(new Error('offline'));
    await expect(a).resolves.toBe('listeners');
    await expect(b).rejects.toThrow('offline');
    expect(await isSettled(ready)).toBe(true);
  });

  it('waits for a load that another load starts', async () => {
    const outer = deferred<void>();
    const inner = deferred<void>();
    void loadAfterHydration(() => outer.promise.then(() => void loadAfterHydration(() => inner.promise)));
    const ready = whenInteractive();
    outer.resolve();
    expect(await isSettled(ready)).toBe(false);
    inner.resolve();
    expect(await isSettled(ready)).toBe(true);
  });
});
