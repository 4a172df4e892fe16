/**
 * The demo frame's fixed sizes, shared by the build (which reserves the space in the HTML)
 * and the component (which fills exactly that space).
 */
export const DEFAULT_DEMO_HEIGHT = 400;
export const DEMO_TOOLBAR_HEIGHT = 52;
export const DEMO_CODE_LINE_HEIGHT = 21.5;
export const DEMO_CODE_PADDING = 34;
/** Longer sources start collapsed to this many lines. */
export const DEMO_PREVIEW_LINES = 16;
/** Padding around the live demo; `height` is the demo's own content height. */
export const DEMO_LIVE_PADDING = 24;
/** The frame's top and bottom borders. */
export const DEMO_FRAME_BORDERS = 2;
/** Space above and below a demo. */
export const DEMO_MARGIN = 24;

/** Height of the code panel before the reader expands it (any scrollbar fits inside). */
export function codePanelHeight(sourceLines: number): number {
  return Math.min(sourceLines, DEMO_PREVIEW_LINES) * DEMO_CODE_LINE_HEIGHT + DEMO_CODE_PADDING;
}

/** Space to reserve for a demo: the live part, the toolbar and the (collapsed) code. */
export function demoReservedHeight(height: number, sourceLines: number): number {
  return Math.ceil(liveHeight(height) + DEMO_TOOLBAR_HEIGHT + codePanelHeight(sourceLines) + DEMO_FRAME_BORDERS);
}

/** The live part's box: the demo's content height plus its padding. */
export function liveHeight(height: number): number {
  return height + 2 * DEMO_LIVE_PADDING;
}
