/** The keys that open the search from anywhere: Ctrl+K / ⌘K, and "/" when not typing. */

interface ShortcutEvent {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  target: EventTarget | null;
}

/** A field the reader types into, where "/" is a character, not a shortcut. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') {
    return false;
  }
  const element = target as HTMLElement;
  if (element.isContentEditable) {
    return true;
  }
  return element.closest('input, textarea, select, [contenteditable]:not([contenteditable="false"]), [role="textbox"], [role="combobox"]') !== null;
}

export function isSearchShortcut(event: ShortcutEvent): boolean {
  if (event.altKey || event.shiftKey) {
    return false;
  }
  if (event.key.toLowerCase() === 'k') {
    return event.ctrlKey !== event.metaKey;
  }
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !isTypingTarget(event.target);
}
