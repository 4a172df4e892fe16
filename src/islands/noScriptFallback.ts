/**
 * A page whose code never arrives gets the page a reader without JavaScript gets.
 *
 * The head script removes `no-js` before anything paints, betting that the page's code will
 * run: the menu button, live demos and search replace what readers without JavaScript get (a
 * menu link, each demo's source). When that code cannot load (a page saved offline under a
 * previous deploy, a dropped connection that never answers) the page would wait for ever:
 * "Loading demo…" and a dead menu button. So a second inline script puts the fallbacks back
 * when one of the page's scripts fails to load, or when the code has still not started after
 * NO_SCRIPT_FALLBACK_AFTER_MS (src/layout/build/noScriptFallbackScript.ts): `no-js` again (CSS shows the menu link and hides what needs
 * JavaScript), and each demo's `<noscript>` source copied out as markup (with scripting on, a
 * `<noscript>` holds its markup as text and never shows it).
 *
 * The app's code marks the document as soon as it starts (`takeOverFromFallback`, before
 * React reads the page), withdrawing the copies if they were put back: it renders the page
 * itself from then on, and a script failing later (an island's chunk) is its own business.
 */

/** On `<html>`: the app's code runs. */
export const APP_RUNNING_ATTRIBUTE = 'data-app-running';
/** On `<html>`: the fallbacks were put back. */
export const FALLBACK_ATTRIBUTE = 'data-no-script-fallback';
/** On each copy of a `<noscript>`'s content. */
export const COPY_ATTRIBUTE = 'data-no-script-copy';

/**
 * Called by the app's code when it starts, before React reads the document: from now on the
 * fallbacks stay away, and copies already put back are removed.
 */
export function takeOverFromFallback(document: Document): void {
  const html = document.documentElement;
  html.setAttribute(APP_RUNNING_ATTRIBUTE, '');
  if (html.hasAttribute(FALLBACK_ATTRIBUTE)) {
    html.removeAttribute(FALLBACK_ATTRIBUTE);
    html.classList.remove('no-js');
    document.querySelectorAll(`[${COPY_ATTRIBUTE}]`).forEach((copy) => copy.remove());
  }
}
