import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SW_RELOAD_FOCUS_POLL_MS } from '@/src/config/constants';
import { SKIP_WAITING_MESSAGE } from '@/src/serviceWorker/config';
import { startUpdateFlow, type RegistrationLike, type UpdateFlowPage, type WorkerLike } from '@/src/serviceWorker/updateFlow';

/** A fake worker whose state the test moves on, firing `statechange` as a browser would. */
class FakeWorker implements WorkerLike {
  state: string;
  readonly messages: unknown[] = [];
  private readonly listeners: (() => void)[] = [];
  constructor(state: string) {
    this.state = state;
  }
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  addEventListener(_type: 'statechange', listener: () => void) {
    this.listeners.push(listener);
  }
  moveTo(state: string) {
    this.state = state;
    this.listeners.forEach((listener) => listener());
  }
}

class FakeRegistration implements RegistrationLike {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  private readonly listeners: (() => void)[] = [];
  addEventListener(_type: 'updatefound', listener: () => void) {
    this.listeners.push(listener);
  }
  /** The browser found a new worker script: it starts installing. */
  findUpdate(): FakeWorker {
    this.installing = new FakeWorker('installing');
    this.listeners.forEach((listener) => listener());
    return this.installing;
  }
}

interface FakePage extends UpdateFlowPage {
  focused: boolean;
  reload: ReturnType<typeof vi.fn<() => void>>;
  container: { controller: object | null; addEventListener(type: 'controllerchange', listener: () => void): void };
  /** A worker takes control of the page. */
  changeController(): void;
}

function fakePage({ controlled, focused }: { controlled: boolean; focused: boolean }): FakePage {
  const listeners: (() => void)[] = [];
  const page: FakePage = {
    focused,
    reload: vi.fn<() => void>(),
    container: {
      controller: controlled ? {} : null,
      addEventListener: (_type, listener) => listeners.push(listener),
    },
    hasFocus: () => page.focused,
    changeController() {
      page.container.controller = {};
      listeners.forEach((listener) => listener());
    },
  };
  return page;
}

describe('service worker update flow', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('tells a worker already waiting at start to skip waiting', () => {
    const registration = new FakeRegistration();
    registration.waiting = new FakeWorker('installed');
    startUpdateFlow(registration, fakePage({ controlled: true, focused: true }));
    expect(registration.waiting.messages).toEqual([SKIP_WAITING_MESSAGE]);
  });

  it('tells a new worker to skip waiting once it is installed, not before', () => {
    const registration = new FakeRegistration();
    startUpdateFlow(registration, fakePage({ controlled: true, focused: true }));
    const worker = registration.findUpdate();
    expect(worker.messages).toEqual([]);
    worker.moveTo('installed');
    expect(worker.messages).toEqual([SKIP_WAITING_MESSAGE]);
  });

  it('follows a worker that was already installing at start', () => {
    const registration = new FakeRegistration();
    const worker = new FakeWorker('installing');
    registration.installing = worker;
    startUpdateFlow(registration, fakePage({ controlled: true, focused: true }));
    worker.moveTo('installed');
    expect(worker.messages).toEqual([SKIP_WAITING_MESSAGE]);
  });

  it('reloads at once when the new worker takes control of a focused page', () => {
    const page = fakePage({ controlled: true, focused: true });
    startUpdateFlow(new FakeRegistration(), page);
    page.changeController();
    expect(page.reload).toHaveBeenCalledTimes(1);
  });

  it('without focus, waits; reloads on the first check (every 100 ms) that finds focus', () => {
    const page = fakePage({ controlled: true, focused: false });
    startUpdateFlow(new FakeRegistration(), page);
    page.changeController();
    vi.advanceTimersByTime(SW_RELOAD_FOCUS_POLL_MS * 50);
    expect(page.reload).not.toHaveBeenCalled();

    page.focused = true;
    vi.advanceTimersByTime(SW_RELOAD_FOCUS_POLL_MS - 1);
    expect(page.reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(page.reload).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(SW_RELOAD_FOCUS_POLL_MS * 10);
    expect(page.reload).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('polls exactly every SW_RELOAD_FOCUS_POLL_MS (100 ms)', () => {
    expect(SW_RELOAD_FOCUS_POLL_MS).toBe(100);
    const page = fakePage({ controlled: true, focused: false });
    const hasFocus = vi.spyOn(page, 'hasFocus');
    startUpdateFlow(new FakeRegistration(), page);
    page.changeController();
    expect(hasFocus).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(350);
    expect(hasFocus).toHaveBeenCalledTimes(4);
  });

  it('does not reload on the first install (no previous controller), but does on a later update', () => {
    const page = fakePage({ controlled: false, focused: true });
    const registration = new FakeRegistration();
    startUpdateFlow(registration, page);
    const first = registration.findUpdate();
    first.moveTo('installed');
    first.moveTo('activated');
    page.changeController();
    vi.advanceTimersByTime(SW_RELOAD_FOCUS_POLL_MS * 10);
    expect(page.reload).not.toHaveBeenCalled();

    page.changeController();
    expect(page.reload).toHaveBeenCalledTimes(1);
  });

  it('reloads once, however many times control changes', () => {
    const page = fakePage({ controlled: true, focused: false });
    startUpdateFlow(new FakeRegistration(), page);
    page.changeController();
    page.changeController();
    page.focused = true;
    vi.advanceTimersByTime(SW_RELOAD_FOCUS_POLL_MS * 5);
    expect(page.reload).toHaveBeenCalledTimes(1);
  });
});
