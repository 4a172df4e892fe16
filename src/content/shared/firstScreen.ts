/**
 * The first blocks of a page's body: what is on its first screen. The content's style sheet
 * never skips them off screen (src/content/build/styles.ts), and a client-side page change
 * draws them before the rest of the body (src/content/useContentHtml.ts).
 */

/** How many top-level blocks of the body (paragraph, heading, demo…) count as the first screen. */
export const FIRST_SCREEN_BLOCKS = 10;

/** The most markup (characters) the first screen of a page change may hold: the rest comes a frame later. */
export const FIRST_SCREEN_MAX_CHARS = 64_000;

/**
 * The least markup after the first blocks (characters) worth drawing a frame later: below it,
 * a page change draws the whole body at once.
 */
export const FIRST_SCREEN_MIN_REST = 20_000;

/** Where the first screen of a body ends. */
export interface FirstScreen {
  /** The offset in the body's HTML where the rest begins (at a block's start). */
  end: number;
  /**
   * How deep that block is: 0 for a block of the body itself, 1 for a block of the body's last
   * block (the sections of an API page's one wrapper)… The rest goes into the body's last
   * element that deep.
   */
  depth: number;
}
