// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { codeOfButton, copyFromButton, isCopyShortcut, targetBlock } from '@/src/code/copyCode';
import { isApplePlatform } from '@/src/config/platform';
import { COPY_FEEDBACK_MS, INLINE_COPY_FEEDBACK_MS } from '@/src/config/constants';
import { parseCodeMeta } from '@/scripts/compiler/codeMeta';

const labels = { copy: 'Copy', copied: 'Copied' };

function block(code: string, feedbackMs?: number): HTMLButtonElement {
  const escaped = code.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  document.body.innerHTML = `<div class="code-block"><pre tabindex="0"><code><span class="line">${escaped
    .split('\n')
    .join('</span>\n<span class="line">')}</span></code></pre><button class="copy-button"${
    feedbackMs ? ` data-feedback-ms="${feedbackMs}"` : ''
  }><span class="copy-label">Copy</span></button></div>`;
  return document.querySelector('button') as HTMLButtonElement;
}

describe('parseCodeMeta', () => {
  it.each([
    [undefined, undefined, []],
    ['', undefined, []],
    ['title="App.tsx"', 'App.tsx', []],
    ["title='my file.ts' {2}", 'my file.ts', [2]],
    ['{1,3-5} title=index.js', 'index.js', [1, 3, 4, 5]],
    ['{0, 2-1, 7}', undefined, [2, 7]],
    ['{x}', undefined, []],
  ])('%j', (meta, title, lines) => {
    const parsed = parseCodeMeta(meta);
    expect(parsed.title).toBe(title);
    expect([...parsed.highlight]).toEqual(lines);
  });
});

describe('isCopyShortcut', () => {
  const key = (init: KeyboardEventInit) => new KeyboardEvent('keydown', { key: 'c', ...init });
  it.each([
    [{ ctrlKey: true }, false, '', true],
    [{ ctrlKey: true, key: 'C' }, false, '', true],
    [{ metaKey: true }, true, '', true],
    [{ metaKey: true }, false, '', false],
    [{ ctrlKey: true }, true, '', false],
    [{ ctrlKey: true }, false, 'selected words', false],
    [{ ctrlKey: true, shiftKey: true }, false, '', false],
    [{ ctrlKey: true, key: 'v' }, false, '', false],
    [{}, false, '', false],
  ])('%j on apple=%s with selection %j -> %s', (init, apple, selection, expected) => {
    expect(isCopyShortcut(key(init), apple, selection)).toBe(expected);
  });

  it.each([
    ['MacIntel', true],
    ['iPhone', true],
    ['Win32', false],
    ['Linux x86_64', false],
  ])('platform %s is Apple: %s', (platform, expected) => {
    expect(isApplePlatform(platform)).toBe(expected);
  });
});

describe('copyFromButton', () => {
  const writeText = vi.fn<(text: string) => Promise<void>>();

  beforeEach(() => {
    vi.useFakeTimers();
    writeText.mockReset();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('copies the exact code, says "Copied" for 2000 ms, then reverts', async () => {
    writeText.mockResolvedValue();
    const button = block("const a = 1;\nconst b = '<b>';");
    expect(codeOfButton(button)).toBe("const a = 1;\nconst b = '<b>';");
    await expect(copyFromButton(button, labels)).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith("const a = 1;\nconst b = '<b>';");
    expect(button.textContent).toBe('Copied');
    vi.advanceTimersByTime(COPY_FEEDBACK_MS - 1);
    expect(button.textContent).toBe('Copied');
    vi.advanceTimersByTime(1);
    expect(button.textContent).toBe('Copy');
    expect(button.hasAttribute('data-copied')).toBe(false);
  });

  it('reverts after 1200 ms on a demo source button', async () => {
    writeText.mockResolvedValue();
    const button = block('x', INLINE_COPY_FEEDBACK_MS);
    await copyFromButton(button, labels);
    vi.advanceTimersByTime(INLINE_COPY_FEEDBACK_MS);
    expect(button.textContent).toBe('Copy');
  });

  it('ignores a refused clipboard: no error, no "Copied"', async () => {
    writeText.mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    const button = block('x');
    await expect(copyFromButton(button, labels)).resolves.toBe(false);
    expect(button.textContent).toBe('Copy');
  });

  it('ignores a missing clipboard (insecure context)', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    const button = block('x');
    await expect(copyFromButton(button, labels)).resolves.toBe(false);
  });

  it('finds the focused block for the shortcut', () => {
    block('x');
    document.querySelector<HTMLElement>('pre')?.focus();
    expect(targetBlock(document)).toBe(document.querySelector('.code-block'));
  });
});
