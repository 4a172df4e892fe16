/** Class names of the shell's small building blocks, styled at build time (src/layout/build/styles.ts). */
export const uiClasses = {
  /** A round icon button of the app bar (and of the drawers' headers). */
  appBarButton: 'docs-app-bar-button',
} as const;

/** Joins class names, skipping the empty ones. */
export function classNames(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
