// @vitest-environment jsdom
/**
 * The theme builder keeps the reader's text and says what is wrong, whatever the options:
 * a wrongly typed value is refused before createTheme, and options that pass every check but
 * make a component throw while rendering leave the last theme that worked on screen.
 */
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEBOUNCE_MS } from '@/src/config/constants';
import { I18nProvider } from '@/src/i18n/I18nProvider';
import ThemeBuilder from '@/src/themeBuilder/ThemeBuilder';

const editor = () => screen.getByLabelText('Theme options (JSON)') as HTMLTextAreaElement;

async function type(text: string) {
  fireEvent.change(editor(), { target: { value: text } });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS);
  });
}

/** The text of the messages under the options (the preview has alerts of its own). */
const messages = () =>
  within(editor().closest('section') as HTMLElement)
    .queryAllByRole('alert')
    .map((alert) => alert.textContent ?? '');

describe('ThemeBuilder', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // Material UI's and React's reports of the preview that throws (expected here).
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(
      <I18nProvider language="en">
        <ThemeBuilder />
      </I18nProvider>,
    );
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it.each([
    ['{"zIndex":null}', 'zIndex must be an object of numbers such as { "modal": 1300 }; it is null.'],
    ['{"shadows":null}', 'shadows must be an array of 25 box shadows (strings), one per elevation; it is null.'],
    ['{"typography":{"fontSize":"big"}}', 'typography.fontSize must be a number; it is a string.'],
    ['{"spacing":1e400}', 'spacing must be a number (pixels per unit), a CSS length or an array of them; it is a number too large to compute with.'],
    ['{"vars":{}}', '"vars" is not a theme option this builder reads'],
  ])('%s: a message, the text kept, the preview kept', async (text, message) => {
    await type(text);
    expect(messages().join('\n')).toContain(message);
    expect(editor().value).toBe(text);
    expect(screen.getByRole('button', { name: 'Contained' })).toBeTruthy();
  });

  it('options that make a component throw while rendering: a message, the text and the last theme kept', async () => {
    await type('{"shape":{"borderRadius":3}}');
    expect(messages()).toEqual([]);
    const text = '{"components":{"MuiPaper":{"defaultProps":{"component":{"not":"a component"}}}}}';
    await type(text);
    expect(messages().join('\n')).toContain('The preview could not be drawn with these options');
    expect(editor().value).toBe(text);
    expect(screen.getByRole('button', { name: 'Contained' })).toBeTruthy();
    expect(screen.getByText(/borderRadius: 3/)).toBeTruthy();
    // Fixed: the message goes and the new theme is drawn.
    await type('{"shape":{"borderRadius":5}}');
    expect(messages()).toEqual([]);
    expect(screen.getByText(/borderRadius: 5/)).toBeTruthy();
  });

  it('a selector that reaches outside the preview is refused', async () => {
    const text = '{"components":{"MuiButton":{"styleOverrides":{"root":{"html:has(&) body":{"display":"none"}}}}}}';
    await type(text);
    expect(messages().join('\n')).toContain('the selector "html:has(&) body" reaches outside the preview');
    expect(editor().value).toBe(text);
  });
});
