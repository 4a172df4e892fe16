// @vitest-environment jsdom
import { fireEvent, render, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '@/src/i18n/I18nProvider';
import { ThemeStateProvider, useChangeTheme, useThemeState } from '@/src/theme/ThemeStateProvider';

describe('theme state context', () => {
  it.each<[string, () => unknown]>([
    ['useThemeState', () => useThemeState()],
    ['useChangeTheme', () => useChangeTheme()],
  ])('%s outside its provider throws an error naming the provider', (name, hook) => {
    expect(() => renderHook(hook)).toThrow(`${name} must be used inside a <ThemeStateProvider>.`);
  });

  it('gives state and dispatch inside the provider', () => {
    let spacing = 0;
    function Probe() {
      const state = useThemeState();
      const dispatch = useChangeTheme();
      spacing = state.spacing;
      return (
        <button type="button" onClick={() => dispatch({ type: 'INCREASE_SPACING' })}>
          {state.spacing}
        </button>
      );
    }
    const { getByRole } = render(
      <I18nProvider language="en">
        <ThemeStateProvider>
          <Probe />
        </ThemeStateProvider>
      </I18nProvider>,
    );
    expect(spacing).toBe(8);
    fireEvent.click(getByRole('button'));
    expect(getByRole('button').textContent).toBe('9');
  });
});
