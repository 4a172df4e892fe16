// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLocaleLoader } from '@/src/i18n/useLocaleLoader';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useLocaleLoader', () => {
  it('loads the initial locale, then switches', async () => {
    const texts: Record<string, string> = { enUS: 'Rows per page', frFR: 'Lignes par page' };
    const { result } = renderHook(() => useLocaleLoader('enUS', async (id) => texts[id] ?? 'x'));
    await waitFor(() => expect(result.current[0]).toMatchObject({ currentId: 'enUS', value: 'Rows per page', loadingId: null }));
    act(() => result.current[1]('frFR'));
    await waitFor(() => expect(result.current[0]).toMatchObject({ currentId: 'frFR', value: 'Lignes par page', failedId: null }));
  });

  it('keeps the previous locale and reports the one that failed', async () => {
    const { result } = renderHook(() =>
      useLocaleLoader('enUS', (id) => (id === 'deDE' ? Promise.reject(new Error('chunk failed')) : Promise.resolve(id))),
    );
    await waitFor(() => expect(result.current[0].value).toBe('enUS'));
    act(() => result.current[1]('deDE'));
    await waitFor(() =>
      expect(result.current[0]).toEqual({ currentId: 'enUS', value: 'enUS', loadingId: null, failedId: 'deDE' }),
    );
  });

  it('ignores a slow answer overtaken by a newer choice', async () => {
    const slow = deferred<string>();
    const { result } = renderHook(() => useLocaleLoader('enUS', (id) => (id === 'jaJP' ? slow.promise : Promise.resolve(id))));
    await waitFor(() => expect(result.current[0].value).toBe('enUS'));
    act(() => result.current[1]('jaJP'));
    act(() => result.current[1]('koKR'));
    await waitFor(() => expect(result.current[0].currentId).toBe('koKR'));
    await act(async () => slow.resolve('jaJP'));
    expect(result.current[0].currentId).toBe('koKR');
  });
});
