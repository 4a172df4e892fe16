/** A debounced function: calls `run` with the latest arguments once `ms` pass without a new call. */
export interface Debounced<Args extends unknown[]> {
  (...args: Args): void;
  /** Drops the pending call. */
  cancel(): void;
  /** Runs the pending call now, if there is one. */
  flush(): void;
}

export function debounce<Args extends unknown[]>(run: (...args: Args) => void, ms: number): Debounced<Args> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: Args | undefined;
  const fire = () => {
    const args = pending;
    timer = undefined;
    pending = undefined;
    if (args) {
      run(...args);
    }
  };
  const debounced = (...args: Args) => {
    pending = args;
    if (timer !== undefined) {
      clearTimeout(timer);
    }
    timer = setTimeout(fire, ms);
  };
  debounced.cancel = () => {
    if (timer !== undefined) {
      clearTimeout(timer);
    }
    timer = undefined;
    pending = undefined;
  };
  debounced.flush = () => {
    if (timer !== undefined) {
      clearTimeout(timer);
      fire();
    }
  };
  return debounced;
}
