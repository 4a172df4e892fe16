/**
 * The first blocks of a page's body: what is on its first screen. The content's style sheet
 * never skips them off screen (src/content/build/styles.ts), and a client-side page change
 * draws them before the rest of the body (src/content/useContentHtml.ts).
 */

/** The most top-level blocks of the body (paragraph, heading, demo…) that count as the first screen. */
export const FIRST_SCREEN_BLOCKS = 10;

/**
 * How much of the content column (CSS pixels) the first screen of a page change fills at least:
 * its blocks stop once their estimated heights (scripts/compiler/blockHeight.ts, which err low)
 * reach this. The content starts 320 to 470 px down on a desktop, so this covers a window up to
 * about 1,300 px tall; the rest comes a frame later. Drawing all FIRST_SCREEN_BLOCKS of a
 * demo-heavy page put 3,000 px of it (three demos) into that first frame.
 */
export const FIRST_SCREEN_HEIGHT_PX = 1_000;

/** The most markup (characters) the first screen of a page change may hold: the rest comes a frame later. */
export const FIRST_SCREEN_MAX_CHARS = 64_000;

/**
 * The least markup after the first blocks (characters) worth drawing a frame later: below it,
 * a page change draws the whole body at once.
 */
export const FIRST_SCREEN_MIN_REST = 20_000;

/**
 * The most markup (characters) of the rest added in one task: a longer rest is added a piece at a
 * time, so that the browser draws frames (and answers the reader) between the pieces. Adding a
 * demo-heavy page's 100 kB rest in one go held the main thread for 12 ms at 4x CPU.
 */
export const REST_PIECE_MAX_CHARS = 16_000;

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
  /**
   * Where the rest's later pieces begin (offsets in the body's HTML, at blocks of the same depth),
   * each piece holding at most REST_PIECE_MAX_CHARS unless one block is longer. Empty: one piece.
   */
  pieces: number[];
}
