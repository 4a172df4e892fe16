// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useTypedAhead } from '@/src/search/useTypedAhead';

/** What the search button has caught so far; the test types into it. */
function keyBuffer(initial: string) {
  let typed = initial;
  return { take: () => typed, type: (text: string) => void (typed += text) };
}

describe('useTypedAhead', () => {
  it.each([
    { name: 'nothing typed', before: '', between: '', query: '' },
    { name: 'all typed before the first render', before: 'sortModel', between: '', query: 'sortModel' },
    { name: 'keys landing between the first render and focus', before: 'sor', between: 'tModel', query: 'sortModel' },
    { name: 'every key after the first render', before: '', between: 'sortModel', query: 'sortModel' },
  ])('$name: the query is "$query" once the input has focus', ({ before, between, query }) => {
    const keys = keyBuffer(before);
    const { result } = renderHook(() => useTypedAhead(keys.take));
    expect(result.current[0]).toBe(before);
    keys.type(between);
    act(() => result.current[2]());
    expect(result.current[0]).toBe(query);
  });

  it('without a key buffer the query starts empty and catching up keeps what was set', () => {
    const { result } = renderHook(() => useTypedAhead(undefined));
    act(() => result.current[1]('grid'));
    act(() => result.current[2]());
    expect(result.current[0]).toBe('grid');
  });
});
