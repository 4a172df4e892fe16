/**
 * The attribute the head script puts on <html> when the `paletteColors` cookie holds colours
 * but storage has no CSS variables for them: the page computes them after hydration
 * (restorePendingPalette in ./sitePalette.ts).
 */
export const PALETTE_PENDING_ATTRIBUTE = 'data-palette-pending';
