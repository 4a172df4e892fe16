import { copyFromButton, isCopyShortcut, targetBlock, type CopyLabels } from './copyCode';

/**
 * The copy buttons of every code block on the page, through two document listeners: a click
 * on a button copies its block; Ctrl+C / ⌘C over a hovered or focused block with no text
 * selected clicks that block's button (reported to analytics as `copy-keyboard`). Returns the
 * function that removes them.
 */
export function listenForCopy(labels: CopyLabels): () => void {
  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest?.<HTMLElement>('.copy-button');
    if (button) {
      void copyFromButton(button, labels);
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const apple = document.documentElement.dataset.os === 'apple';
    if (!isCopyShortcut(event, apple, window.getSelection()?.toString() ?? '')) {
      return;
    }
    const button = targetBlock(document)?.querySelector<HTMLElement>('.copy-button');
    if (!button) {
      return;
    }
    event.preventDefault();
    button.dataset.gaEventAction = 'copy-keyboard';
    button.click();
    button.dataset.gaEventAction = 'copy-click';
  };
  document.addEventListener('click', onClick);
  document.addEventListener('keydown', onKeyDown);
  return () => {
    document.removeEventListener('click', onClick);
    document.removeEventListener('keydown', onKeyDown);
  };
}
