/**
 * What one version of an edited demo runs with, so that nothing it starts outlives it and no
 * loop of it can hang the tab:
 *
 * - the loop guard its protected loops call (./loopProtection.ts): once the edited code has
 *   kept the page busy for `limitMs` without a pause, the loop ends, the version is stopped
 *   and `onLoopStopped` gets the loop's line;
 * - its own `setTimeout`, `setInterval`, `requestAnimationFrame` (and their `clear…` /
 *   `cancel…`), and `window` / `document` whose `addEventListener` is recorded: the evaluated
 *   code sees these names instead of the globals, and `dispose()` clears every timer, frame
 *   and listener the version started.
 *
 * The editor disposes a version when another replaces it, when it fails, on Reset and when
 * the demo goes away.
 */
import { LOOP_GUARD } from './loopProtection';

export interface SandboxOptions {
  /** How long the edited code may keep the page busy in one go before a loop is stopped. */
  limitMs: number;
  /** Called (after the code that looped has returned) with the line of the stopped loop. */
  onLoopStopped?: (line: number) => void;
  /** The clock (tests pass their own). */
  now?: () => number;
  /** Runs a callback in a task soon after the current one (tests pass their own). */
  nextTask?: (callback: () => void) => void;
  /** The window whose timers and listeners the code uses. */
  window?: Window;
}

export interface Sandbox {
  /** Names the evaluated code sees, and their values, in place of the globals. */
  readonly scope: Readonly<Record<string, unknown>>;
  /** The line of the loop the guard stopped, if one ran too long. */
  stoppedAt(): number | null;
  /** Clears every timer, frame and listener the code started; its loops end at once from now on. */
  dispose(): void;
}

type Listener = Parameters<EventTarget['addEventListener']>;

function capture(options: Listener[2]): boolean {
  return typeof options === 'boolean' ? options : Boolean(options?.capture);
}

/** A task soon after the current one: not a microtask, which a loop over `await` would starve. */
function afterThisTask(callback: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    callback();
  };
  channel.port2.postMessage(null);
}

export function createSandbox({
  limitMs,
  onLoopStopped,
  now = () => performance.now(),
  nextTask = afterThisTask,
  window: win = window,
}: SandboxOptions): Sandbox {
  let disposed = false;
  let stopped: number | null = null;
  const timeouts = new Set<number>();
  const intervals = new Set<number>();
  const frames = new Set<number>();
  const listeners: { target: EventTarget; args: Listener }[] = [];

  const dispose = () => {
    disposed = true;
    timeouts.forEach((id) => win.clearTimeout(id));
    intervals.forEach((id) => win.clearInterval(id));
    frames.forEach((id) => win.cancelAnimationFrame(id));
    timeouts.clear();
    intervals.clear();
    frames.clear();
    for (const { target, args } of listeners.splice(0)) {
      target.removeEventListener(args[0], args[1], args[2]);
    }
  };

  // The loop guard: the clock starts at the first loop iteration of a task and stops when the
  // page gets its next task (a loop that never lets go never gets there).
  let busySince: number | null = null;
  const guard = (line: number): boolean => {
    if (disposed || stopped !== null) return false;
    const time = now();
    if (busySince === null) {
      busySince = time;
      nextTask(() => {
        busySince = null;
      });
      return true;
    }
    if (time - busySince <= limitMs) return true;
    stopped = line;
    dispose();
    // Reported once the code that looped has returned (it may be in the middle of a render).
    queueMicrotask(() => onLoopStopped?.(line));
    return false;
  };

  const run = (callback: unknown, args: unknown[]) => {
    if (!disposed && typeof callback === 'function') {
      (callback as (...values: unknown[]) => void)(...args);
    }
  };

  const timers = {
    setTimeout: (callback: unknown, delay?: number, ...args: unknown[]) => {
      if (disposed) return 0;
      const id = win.setTimeout(() => {
        timeouts.delete(id);
        run(callback, args);
      }, delay);
      timeouts.add(id);
      return id;
    },
    clearTimeout: (id?: number) => {
      if (id === undefined) return;
      timeouts.delete(id);
      win.clearTimeout(id);
    },
    setInterval: (callback: unknown, delay?: number, ...args: unknown[]) => {
      if (disposed) return 0;
      const id = win.setInterval(() => run(callback, args), delay);
      intervals.add(id);
      return id;
    },
    clearInterval: (id?: number) => {
      if (id === undefined) return;
      intervals.delete(id);
      win.clearInterval(id);
    },
    requestAnimationFrame: (callback: FrameRequestCallback) => {
      if (disposed) return 0;
      const id = win.requestAnimationFrame((time) => {
        frames.delete(id);
        run(callback, [time]);
      });
      frames.add(id);
      return id;
    },
    cancelAnimationFrame: (id: number) => {
      frames.delete(id);
      win.cancelAnimationFrame(id);
    },
  };

  /** `addEventListener` / `removeEventListener` of `target`, recorded. */
  const listenerMethods = (target: EventTarget) => ({
    addEventListener: (...args: Listener) => {
      if (disposed) return;
      target.addEventListener(...args);
      listeners.push({ target, args });
    },
    removeEventListener: (...args: Listener) => {
      target.removeEventListener(...args);
      const index = listeners.findIndex(
        (entry) => entry.target === target && entry.args[0] === args[0] && entry.args[1] === args[1] && capture(entry.args[2]) === capture(args[2]),
      );
      if (index >= 0) listeners.splice(index, 1);
    },
  });

  /**
   * `target` as the code sees it: the recorded methods in place of its own, everything else
   * its own (methods bound to it, so that `window.getComputedStyle(el)` keeps working).
   */
  const bound = new WeakMap<object, unknown>();
  const view = <Target extends object>(target: Target, own: Readonly<Record<string, unknown>>): Target =>
    new Proxy(target, {
      get(object, property) {
        if (typeof property === 'string' && Object.hasOwn(own, property)) return own[property];
        const value: unknown = Reflect.get(object, property, object);
        // Methods have no `prototype`; constructors (Date, URL) keep theirs and their statics.
        if (typeof value !== 'function' || 'prototype' in value) return value;
        let method = bound.get(value);
        if (!method) {
          method = (value as (...args: unknown[]) => unknown).bind(object);
          bound.set(value, method);
        }
        return method;
      },
      set(object, property, value) {
        return Reflect.set(object, property, value, object);
      },
    });

  const documentView = view(win.document, listenerMethods(win.document));
  const ownOfWindow: Record<string, unknown> = { ...timers, ...listenerMethods(win), document: documentView };
  const windowView = view(win, ownOfWindow);
  ownOfWindow.window = windowView;
  ownOfWindow.self = windowView;
  ownOfWindow.globalThis = windowView;

  return {
    scope: {
      [LOOP_GUARD]: guard,
      ...timers,
      window: windowView,
      self: windowView,
      globalThis: windowView,
      document: documentView,
    },
    stoppedAt: () => stopped,
    dispose,
  };
}
