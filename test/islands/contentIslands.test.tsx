// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IslandComponent, IslandInstance } from '@/src/islands/definitions';

/**
 * An island's code arrives in its own chunk after hydration. A chunk that failed to load is
 * fetched again on Try again (a lazy component would otherwise keep the failure for ever, on
 * every later page too). While it is on its way a demo's placeholder says so, from CSS
 * (test/theme/documentStyles.test.ts).
 */
const load = vi.fn<() => Promise<{ default: IslandComponent }>>();

const LOADERS = { demo: () => load(), 'theme-builder': () => load(), 'locale-demo': () => load() };

const Loaded: IslandComponent = () => <p>The island</p>;
const island: IslandInstance = { id: 'island-1', name: 'demo', props: {} };

async function renderIslands(islands: IslandInstance[] = [island]) {
  vi.resetModules();
  const [{ ContentIslands }, { I18nProvider }] = await Promise.all([
    import('@/src/islands/ContentIslands'),
    import('@/src/i18n/I18nProvider'),
  ]);
  // The island suspends (React's use()): render in an awaited act, as React asks.
  await act(async () => {
    render(
      <I18nProvider language="en">
        <ContentIslands islands={islands} contentKey="/x/page" loaders={LOADERS} />
      </I18nProvider>,
    );
  });
}

describe('content islands', () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="island-1"></div><div id="island-2"></div>';
    load.mockReset();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    cleanup();
  });

  it('fetches the code again on Try again after a failed load', async () => {
    let online = false;
    load.mockImplementation(() => (online ? Promise.resolve({ default: Loaded }) : Promise.reject(new Error('ChunkLoadError'))));
    await renderIslands();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This interactive section could not be displayed.');
    const failedCalls = load.mock.calls.length;
    online = true;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    expect(await screen.findByText('The island')).toBeTruthy();
    expect(load.mock.calls.length).toBe(failedCalls + 1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a failed load is not remembered: the next page with the island fetches it again', async () => {
    let online = false;
    load.mockImplementation(() => (online ? Promise.resolve({ default: Loaded }) : Promise.reject(new Error('ChunkLoadError'))));
    vi.resetModules();
    const [{ ContentIslands }, { I18nProvider }] = await Promise.all([
      import('@/src/islands/ContentIslands'),
      import('@/src/i18n/I18nProvider'),
    ]);
    let rerender: ReturnType<typeof render>['rerender'] = () => {};
    await act(async () => {
      ({ rerender } = render(
        <I18nProvider language="en">
          <ContentIslands islands={[island]} contentKey="/x/first" loaders={LOADERS} />
        </I18nProvider>,
      ));
    });
    await screen.findByRole('alert');
    online = true;
    // A client-side navigation: same modules, another page embedding the same island.
    await act(async () => {
      rerender(
        <I18nProvider language="en">
          <ContentIslands islands={[{ ...island, id: 'island-2' }]} contentKey="/x/second" loaders={LOADERS} />
        </I18nProvider>,
      );
    });
    expect(await screen.findByText('The island')).toBeTruthy();
  });
});

describe('when an island runs, from where the observer first reports it', () => {
  let report: (entry: { isIntersecting: boolean; top: number }) => void = () => {};
  let idle: (() => void)[] = [];

  beforeEach(() => {
    document.body.innerHTML = '<div id="island-1"></div>';
    load.mockReset();
    load.mockResolvedValue({ default: Loaded });
    idle = [];
    class FakeObserver {
      constructor(private readonly callback: IntersectionObserverCallback) {
        report = ({ isIntersecting, top }) =>
          this.callback([{ isIntersecting, boundingClientRect: { top, bottom: top + 300 } } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('innerHeight', 800);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  /** Runs every idle callback until none is left (the island's idle steps come one after another). */
  async function idleUntilDone() {
    for (let round = 0; round < 5; round += 1) {
      const pending = idle.splice(0);
      await act(async () => pending.forEach((callback) => callback()));
    }
  }

  it.each([
    ['on screen: at the next idle moment', { isIntersecting: true, top: 300 }, true],
    ['just below the fold: not at idle, it waits for the reader', { isIntersecting: true, top: 900 }, false],
    ['far below: not at idle, it waits until it comes near', { isIntersecting: false, top: 3000 }, false],
  ])('%s', async (_label, first, runsAtIdle) => {
    await renderIslands();
    await act(async () => report(first));
    await idleUntilDone();
    expect(screen.queryByText('The island') !== null).toBe(runsAtIdle);
  });

  it('just below the fold, a scroll runs it', async () => {
    await renderIslands();
    await act(async () => report({ isIntersecting: true, top: 900 }));
    await act(async () => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(await screen.findByText('The island')).toBeTruthy();
  });

  it('far below, it runs as it comes near', async () => {
    await renderIslands();
    await act(async () => report({ isIntersecting: false, top: 3000 }));
    await act(async () => report({ isIntersecting: true, top: 700 }));
    expect(await screen.findByText('The island')).toBeTruthy();
  });
});
