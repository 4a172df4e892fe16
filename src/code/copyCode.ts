import { COPY_FEEDBACK_MS } from '@/src/config/constants';
import { copyToClipboard } from './clipboard';

const timers = new WeakMap<HTMLElement, ReturnType<typeof setTimeout>>();

/** The exact text of the code block a copy button belongs to. */
export function codeOfButton(button: HTMLElement): string | null {
  const pre = button.closest('.code-block')?.querySelector('pre');
  if (!pre) {
    return null;
  }
  return (pre.querySelector('code') ?? pre).textContent;
}

export interface CopyLabels {
  copy: string;
  copied: string;
}

/**
 * Copies a block's code. On success the button says "Copied" for its feedback time
 * (`data-feedback-ms`, default 2000 ms), then reverts; a refused or missing clipboard is
 * ignored: no error, no "Copied".
 */
export async function copyFromButton(button: HTMLElement, labels: CopyLabels): Promise<boolean> {
  const text = codeOfButton(button);
  if (text === null || !(await copyToClipboard(text))) {
    return false;
  }
  const label = button.querySelector('.copy-label');
  if (label) {
    label.textContent = labels.copied;
  }
  button.dataset.copied = '';
  clearTimeout(timers.get(button));
  const duration = Number(button.dataset.feedbackMs) || COPY_FEEDBACK_MS;
  timers.set(
    button,
    setTimeout(() => {
      if (label) {
        label.textContent = labels.copy;
      }
      delete button.dataset.copied;
    }, duration),
  );
  return true;
}

/** The code block the shortcut applies to: the focused one, else the one under the pointer. */
export function targetBlock(doc: Document): Element | null {
  return doc.activeElement?.closest('.code-block') ?? doc.querySelector('.code-block:hover');
}

/** Ctrl+C (⌘C on Apple platforms) with nothing selected. */
export function isCopyShortcut(event: KeyboardEvent, apple: boolean, selection: string): boolean {
  const modifier = apple ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey;
  return modifier && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'c' && selection === '';
}
