/**
 * One pending call that each new request replaces (a debounce): the filter announces its number
 * of matches and writes the address once the reader has paused typing. Timers are passed in, so
 * tests drive them with fake timers.
 */
export interface Timers {
  setTimeout: (callback: () => void, ms: number) => number;
  clearTimeout: (id: number) => void;
}

export interface Later {
  /** Runs `callback` after `ms`, unless another call comes first. */
  run: (callback: () => void) => void;
  /** Drops the pending call. */
  cancel: () => void;
}

export function later(ms: number, timers: Timers): Later {
  let pending: number | undefined;
  const cancel = () => {
    if (pending !== undefined) timers.clearTimeout(pending);
    pending = undefined;
  };
  return {
    run: (callback) => {
      cancel();
      pending = timers.setTimeout(() => {
        pending = undefined;
        callback();
      }, ms);
    },
    cancel,
  };
}

/**
 * The text for a polite live region: screen readers announce a change of its text only, so the
 * same message twice in a row (3 matches, then 3 again for another query) alternates a trailing
 * no-break space to be heard again.
 */
export function nextAnnouncement(previous: string, message: string): string {
  return previous === message ? `${message}\u00a0` : message;
}
