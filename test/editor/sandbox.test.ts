// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOOP_GUARD } from '@/src/demos/editor/loopProtection';
import { createSandbox, type Sandbox } from '@/src/demos/editor/sandbox';

type Guard = (line: number) => boolean;
type Timers = {
  setTimeout: (callback: () => void, delay?: number) => number;
  clearTimeout: (id?: number) => void;
  setInterval: (callback: () => void, delay?: number) => number;
  clearInterval: (id?: number) => void;
  requestAnimationFrame: (callback: () => void) => number;
  window: Window;
  document: Document;
};

const guardOf = (sandbox: Sandbox) => sandbox.scope[LOOP_GUARD] as Guard;
const timersOf = (sandbox: Sandbox) => sandbox.scope as unknown as Timers;

describe('the loop guard', () => {
  let time = 0;
  let tasks: (() => void)[] = [];
  const stopped = vi.fn();
  const sandbox = () => createSandbox({ limitMs: 1_000, now: () => time, nextTask: (task) => tasks.push(task), onLoopStopped: stopped });
  beforeEach(() => {
    time = 0;
    tasks = [];
    stopped.mockReset();
  });

  it('lets loops run while the code has been busy for up to the limit', () => {
    const guard = guardOf(sandbox());
    expect(guard(3)).toBe(true);
    time = 1_000;
    expect(guard(3)).toBe(true);
  });

  it('ends the loop past the limit, reports its line once the code has returned, and stops the version', async () => {
    const box = sandbox();
    const guard = guardOf(box);
    guard(7);
    time = 1_001;
    expect(guard(7)).toBe(false);
    expect(box.stoppedAt()).toBe(7);
    expect(stopped).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(stopped).toHaveBeenCalledWith(7);
    // Any loop of the version ends at once from now on, even in a later task.
    tasks.forEach((task) => task());
    expect(guard(9)).toBe(false);
    expect(stopped).toHaveBeenCalledTimes(1);
  });

  it('starts counting again when the page gets its next task', () => {
    const guard = guardOf(sandbox());
    guard(1);
    time = 900;
    expect(guard(1)).toBe(true);
    tasks.splice(0).forEach((task) => task());
    time = 1_800;
    expect(guard(1)).toBe(true);
    time = 2_700;
    expect(guard(1)).toBe(true);
    time = 2_801;
    expect(guard(1)).toBe(false);
  });
});

describe("the version's timers and listeners", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'requestAnimationFrame', 'cancelAnimationFrame'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('dispose clears intervals, timeouts and frames the code started', () => {
    const box = createSandbox({ limitMs: 1_000 });
    const { setInterval, setTimeout, requestAnimationFrame } = timersOf(box);
    const ticks = vi.fn();
    const later = vi.fn();
    const frame = vi.fn();
    setInterval(ticks, 100);
    setTimeout(later, 1_000);
    requestAnimationFrame(frame);
    vi.advanceTimersByTime(350);
    expect(ticks).toHaveBeenCalledTimes(3);
    expect(frame).toHaveBeenCalledTimes(1);
    requestAnimationFrame(frame);
    box.dispose();
    vi.advanceTimersByTime(5_000);
    expect(ticks).toHaveBeenCalledTimes(3);
    expect(later).not.toHaveBeenCalled();
    expect(frame).toHaveBeenCalledTimes(1);
    // Nothing new starts after dispose.
    setInterval(ticks, 10);
    vi.advanceTimersByTime(100);
    expect(ticks).toHaveBeenCalledTimes(3);
  });

  it('clearInterval and clearTimeout work as usual', () => {
    const { setInterval, clearInterval, setTimeout, clearTimeout } = timersOf(createSandbox({ limitMs: 1_000 }));
    const ticks = vi.fn();
    const id = setInterval(ticks, 100);
    clearTimeout(setTimeout(ticks, 50));
    vi.advanceTimersByTime(250);
    clearInterval(id);
    vi.advanceTimersByTime(1_000);
    expect(ticks).toHaveBeenCalledTimes(2);
  });

  it.each(['window', 'document'] as const)('dispose removes the listeners added on %s', (name) => {
    const box = createSandbox({ limitMs: 1_000 });
    const target = timersOf(box)[name];
    const kept = vi.fn();
    const removed = vi.fn();
    target.addEventListener('keydown', kept);
    target.addEventListener('keydown', removed, { capture: true });
    target.removeEventListener('keydown', removed, true);
    const real = name === 'window' ? window : document;
    real.dispatchEvent(new KeyboardEvent('keydown'));
    expect(kept).toHaveBeenCalledTimes(1);
    expect(removed).not.toHaveBeenCalled();
    box.dispose();
    real.dispatchEvent(new KeyboardEvent('keydown'));
    expect(kept).toHaveBeenCalledTimes(1);
  });

  it("window and document otherwise behave as the page's own", () => {
    const { window: view, document: doc } = timersOf(createSandbox({ limitMs: 1_000 }));
    expect(view.document).toBe(doc);
    expect(view.window).toBe(view);
    expect(view.innerWidth).toBe(window.innerWidth);
    expect(view.getComputedStyle(document.body)).toBeTruthy();
    const { Date: DateOfView } = view as unknown as { Date: DateConstructor };
    expect(new DateOfView(0).getTime()).toBe(0);
    expect(typeof DateOfView.now()).toBe('number');
    expect(doc.createElement('p').tagName).toBe('P');
    expect(doc.body).toBe(document.body);
    view.__demoValue = 42;
    expect((window as unknown as Record<string, unknown>).__demoValue).toBe(42);
  });
});

declare global {
  interface Window {
    __demoValue?: number;
  }
}
