export interface Clock {
  now: () => number;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (id: unknown) => void;
}

const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
};

export interface Throttled<Args extends unknown[]> {
  (...args: Args): void;
  cancel: () => void;
}

/**
 * Calls `fn` at most once per `waitMs`: at once on the first call, then once more at the
 * end of the window with the latest arguments if calls came in meanwhile.
 * `now` and the timer functions are injectable for tests.
 */
export function throttle<Args extends unknown[]>(
  fn: (...args: Args) => void,
  waitMs: number,
  clock: Clock = systemClock,
): Throttled<Args> {
  let last = -Infinity;
  let timer: unknown;
  let pending: Args | undefined;

  const run = (args: Args) => {
    last = clock.now();
    pending = undefined;
    fn(...args);
  };

  const throttled = (...args: Args) => {
    const remaining = waitMs - (clock.now() - last);
    if (remaining <= 0 && timer === undefined) {
      run(args);
      return;
    }
    pending = args;
    if (timer === undefined) {
      timer = clock.setTimeout(() => {
        timer = undefined;
        if (pending) {
          run(pending);
        }
      }, Math.max(remaining, 0));
    }
  };
  throttled.cancel = () => {
    if (timer !== undefined) {
      clock.clearTimeout(timer);
    }
    timer = undefined;
    pending = undefined;
  };
  return throttled;
}
