/**
 * A printed page shows each demo as its source, the one readers without JavaScript get: the
 * compiler puts it in a `<noscript>` inside the demo's placeholder (scripts/compiler/demos.ts),
 * where, with scripting on, it is only text. Before printing, that text is copied out as markup
 * beside the `<noscript>`, once per placeholder; CSS shows the copy on paper only and hides the
 * live demo there (src/layout/build/printStyles.ts).
 */
import { COPY_ATTRIBUTE } from '@/src/islands/noScriptFallback';

/** On the copy of a demo's source made for printing. */
export const PRINT_SOURCE_ATTRIBUTE = 'data-print-source';

/** A demo's placeholder, as the compiler writes it (scripts/compiler/islands.ts). */
export const DEMO_PLACEHOLDER = '.island[data-island="demo"]';

/** Copies the source of every demo of the document that has none yet; returns how many it copied. */
export function copyDemoSourcesForPrint(document: Document): number {
  let copied = 0;
  for (const noScript of document.querySelectorAll<HTMLElement>(`${DEMO_PLACEHOLDER} > noscript`)) {
    const placeholder = noScript.parentElement;
    // Already there: a copy made for an earlier print, or the no-JavaScript fallback's.
    if (!placeholder || placeholder.querySelector(`:scope > [${PRINT_SOURCE_ATTRIBUTE}], :scope > [${COPY_ATTRIBUTE}]`)) {
      continue;
    }
    const copy = document.createElement('div');
    copy.setAttribute(PRINT_SOURCE_ATTRIBUTE, '');
    copy.innerHTML = noScript.textContent ?? '';
    placeholder.insertBefore(copy, noScript);
    copied += 1;
  }
  return copied;
}

/**
 * Copies the demos' sources whenever the page is about to print: `beforeprint` (the browser's
 * print command) and the print media query turning on (print previews and emulation). Returns
 * the function that stops listening.
 */
export function copyDemoSourcesBeforePrint(win: Window): () => void {
  const copy = () => void copyDemoSourcesForPrint(win.document);
  const print = win.matchMedia('print');
  const onMediaChange = (event: MediaQueryListEvent) => {
    if (event.matches) {
      copy();
    }
  };
  win.addEventListener('beforeprint', copy);
  print.addEventListener('change', onMediaChange);
  return () => {
    win.removeEventListener('beforeprint', copy);
    print.removeEventListener('change', onMediaChange);
  };
}
