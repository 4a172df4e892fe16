// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useGuardedNavigation } from '@/src/navigation/useGuardedNavigation';

/**
 * The pages router hands out a new router object on every render (its methods all reach the one
 * router): the mock does the same.
 */
const events = vi.hoisted(() => ({ on: vi.fn(), off: vi.fn() }));
vi.mock('next/router', () => ({ useRouter: () => ({ events, push: vi.fn(), prefetch: vi.fn() }) }));

const navigators = vi.hoisted(() => ({ created: 0, listening: 0, stopped: 0 }));
vi.mock('@/src/navigation/navigator', () => ({
  createNavigator: () => {
    navigators.created += 1;
    return {
      go: vi.fn(),
      listen: () => {
        navigators.listening += 1;
        return () => (navigators.stopped += 1);
      },
    };
  },
}));

function Page({ path }: { path: string }) {
  useGuardedNavigation();
  return <p>{path}</p>;
}

afterEach(() => {
  Object.assign(navigators, { created: 0, listening: 0, stopped: 0 });
});

describe('useGuardedNavigation', () => {
  it('builds the navigator once and keeps it listening across page changes', async () => {
    const view = render(<Page path="/x/a/" />);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(navigators).toEqual({ created: 1, listening: 1, stopped: 0 });
    // Page changes: the router object is new each time.
    for (const path of ['/x/b/', '/x/c/']) {
      view.rerender(<Page path={path} />);
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
    }
    expect(navigators).toEqual({ created: 1, listening: 1, stopped: 0 });
    expect(events.on).toHaveBeenCalledTimes(1);
    view.unmount();
    expect(navigators.stopped).toBe(1);
  });
});
