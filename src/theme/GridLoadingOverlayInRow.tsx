import { GridLoadingOverlay, type GridLoadingOverlayProps } from '@mui/x-data-grid';

/**
 * The Data Grid's loading overlay, inside one row with one cell. MUI X renders the overlay,
 * and its progress bar, straight inside the element with role="grid", where assistive
 * technology expects rows only (axe `aria-required-children`). The variants and every other
 * prop pass through unchanged; the wrappers fill the overlay's box, so nothing moves.
 * Loaded on demand by the site theme (siteTheme.ts), only where a grid shows its overlay.
 */
export default function GridLoadingOverlayInRow(props: GridLoadingOverlayProps) {
  return (
    <div role="row" style={{ height: '100%' }}>
      <div role="gridcell" style={{ height: '100%' }}>
        <GridLoadingOverlay {...props} />
      </div>
    </div>
  );
}
