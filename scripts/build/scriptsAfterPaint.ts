/**
 * After `next build`: a page's JavaScript starts downloading once the page has painted.
 *
 * Next.js writes every chunk as `<script src defer>` in <head>, so a phone on a slow network
 * fetches the shell's JavaScript alongside the HTML and CSS it needs to show the text, and the
 * first paint waits for the shared bandwidth. The text is complete HTML and the theme is restored by inline scripts, so
 * nothing on screen needs the chunks: each becomes an inert `<script type=AFTER_PAINT_TYPE>`
 * with its `src` kept (the budget and the service worker's precache still read it), and a
 * small inline loader turns them back into real scripts, in document order and executed in
 * that order (`async = false`, as `defer` did), after the document is parsed and the first
 * contentful paint is on screen. A page opened in a background tab paints nothing: it loads
 * them at once.
 */

/** The type that keeps a script element inert (browsers neither fetch nor run it). */
export const AFTER_PAINT_TYPE = 'text/x-after-paint';

/** How long after the document is parsed the scripts load anyway if no paint was reported. */
export const AFTER_PAINT_FALLBACK_MS = 1000;

/**
 * Runs in the page: turns the inert scripts into real ones once the browser reports the first
 * contentful paint (a `paint` entry to a buffered PerformanceObserver, dispatched after the frame
 * is on screen; a frame callback alone runs before the frame is presented). The entry is read
 * from the observer's own list: `performance.getEntriesByName` can be replaced (test clocks
 * return nothing from it). Without paint entries, after the next frame; in a background tab,
 * at once; and never later than AFTER_PAINT_FALLBACK_MS after the document is parsed.
 */
export const AFTER_PAINT_LOADER = `(function(){var d=document,done=false;function load(){if(done)return;done=true;d.querySelectorAll('script[type="${AFTER_PAINT_TYPE}"]').forEach(function(inert){var s=d.createElement("script");s.src=inert.getAttribute("src");s.async=false;inert.replaceWith(s)})}function contentful(entries){return entries.some(function(entry){return entry.name==="first-contentful-paint"})}function afterPaint(){if(d.visibilityState==="hidden")return load();setTimeout(load,${AFTER_PAINT_FALLBACK_MS});if(typeof PerformanceObserver==="function"&&(PerformanceObserver.supportedEntryTypes||[]).indexOf("paint")>=0){new PerformanceObserver(function(list,observer){if(contentful(list.getEntries())){observer.disconnect();load()}}).observe({type:"paint",buffered:true})}else{requestAnimationFrame(function(){setTimeout(load,0)})}}if(d.readyState==="loading"){d.addEventListener("DOMContentLoaded",afterPaint)}else{afterPaint()}})();`;

const DEFERRED_SCRIPT = /<script src="([^"]+)" defer=""><\/script>/g;

export type AfterPaintResult = { changed: true; html: string; scripts: number } | { changed: false; reason: string };

/** Makes a document's deferred scripts load after its first paint (see the module comment). */
export function loadScriptsAfterPaint(document: string): AfterPaintResult {
  if (document.includes(`type="${AFTER_PAINT_TYPE}"`)) {
    return { changed: false, reason: 'already loads its scripts after paint' };
  }
  let scripts = 0;
  const html = document.replace(DEFERRED_SCRIPT, (_whole, src: string) => {
    scripts += 1;
    return `<script type="${AFTER_PAINT_TYPE}" src="${src}"></script>`;
  });
  if (scripts === 0) {
    return { changed: false, reason: 'no deferred scripts' };
  }
  // The loader goes right after the last inert script (its position in the rewritten text).
  const lastInert = html.lastIndexOf(`<script type="${AFTER_PAINT_TYPE}"`);
  const insertAt = html.indexOf('</script>', lastInert) + '</script>'.length;
  return { changed: true, html: `${html.slice(0, insertAt)}<script>${AFTER_PAINT_LOADER}</script>${html.slice(insertAt)}`, scripts };
}
