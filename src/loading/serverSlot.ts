/**
 * A value only the server has: a module that renders something differently on the server (the
 * full navigation tree, the page parts, next/head) declares a slot, and `pages/_document.tsx`,
 * which is loaded before any page renders and never ships to the browser, fills it. The browser
 * bundle then carries neither the server's modules nor any loader for them (a top-level
 * `await import()` would make every importer an async module, and `require()` is not ESM).
 */
export interface ServerSlot<T> {
  /** What the server provided; null in the browser (and on the server before `_document` loads). */
  readonly value: T | null;
  provide(value: T): void;
}

export function serverSlot<T>(): ServerSlot<T> {
  let value: T | null = null;
  return {
    get value() {
      return value;
    },
    provide(next) {
      value = next;
    },
  };
}
