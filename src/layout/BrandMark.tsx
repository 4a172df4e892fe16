import { layoutClasses as c } from './classes';

/**
 * The site's mark: two crossing strokes on a rounded tile (an X built from grid lines). The
 * drawing is the favicon's (public/favicon.svg), shown by the stylesheet (src/layout/build/styles.ts).
 */
export function BrandMark({ size }: { size?: number }) {
  return <span className={c.brandMark} style={size === undefined ? undefined : { width: size, height: size }} aria-hidden="true" />;
}
