/**
 * After a link to a part of the page (`#id`), the browser scrolls to its target at once; the
 * blocks it passes on the way are skipped off screen (content-visibility, with a guessed
 * height), and those that come near the screen get their real height in the frames after,
 * which moves the target. This follows the target for a few frames and scrolls it back where
 * the browser put it, until it stays there or the reader scrolls.
 */

/** Frames to follow the target for; it normally settles in two or three. */
export const HASH_SETTLE_FRAMES = 20;
/** Frames in a row without a move after which the target counts as settled. */
const STILL_FRAMES = 3;

export interface HashTargetWindow {
  location: { hash: string };
  scrollBy: (x: number, y: number) => void;
  requestAnimationFrame: (callback: () => void) => number;
  cancelAnimationFrame: (id: number) => void;
  addEventListener: (type: string, listener: () => void, options?: AddEventListenerOptions) => void;
  removeEventListener: (type: string, listener: () => void, options?: EventListenerOptions) => void;
  document: { getElementById: (id: string) => Element | null };
}

/** What the reader does to scroll: after any of these the page is theirs again. */
const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'];

/** Keeps the target of `location.hash` where the browser has just scrolled it; returns a cancel function. */
export function keepHashTargetInPlace(win: HashTargetWindow): () => void {
  const id = decodeHash(win.location.hash);
  const target = id ? win.document.getElementById(id) : null;
  if (!target) return () => undefined;
  // Where the browser put it (under the app bar, or lower when the page ends first).
  const expectedTop = target.getBoundingClientRect().top;
  let frame = 0;
  let still = 0;
  let request = 0;
  const stop = () => {
    win.cancelAnimationFrame(request);
    for (const type of READER_INPUT) win.removeEventListener(type, stop, { capture: true });
  };
  const follow = () => {
    frame += 1;
    const offset = target.getBoundingClientRect().top - expectedTop;
    if (Math.abs(offset) > 1) {
      still = 0;
      win.scrollBy(0, offset);
    } else {
      still += 1;
    }
    if (still >= STILL_FRAMES || frame >= HASH_SETTLE_FRAMES) stop();
    else request = win.requestAnimationFrame(follow);
  };
  for (const type of READER_INPUT) win.addEventListener(type, stop, { capture: true, passive: true });
  request = win.requestAnimationFrame(follow);
  return stop;
}

function decodeHash(hash: string): string {
  const raw = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
