/**
 * Class names of the shell's parts for readers without JavaScript (styled in build/styles.ts).
 * Only islands and build code use them, so none of this is in a page's first JavaScript.
 */
export const noScriptClasses = {
  /** The open phone drawer's first row: a link that closes it. */
  close: 'docs-no-script-close',
  /** A native disclosure of plain links standing in for an app-bar menu. */
  links: 'docs-no-script-links',
  /** A control that needs JavaScript: hidden without it. */
  scriptOnly: 'docs-script-only',
} as const;
