import { unstable_forceFrameRate } from 'scheduler';
import { PAGE_CHANGE_RENDER_SLICE_MS } from '@/src/config/constants';

/**
 * Runs a page change (`router.push`) with React's work cut into PAGE_CHANGE_RENDER_SLICE_MS
 * slices instead of its usual 5 ms, then gives the usual slices back. Next.js renders a page
 * change as a transition, and React yields to the browser every 5 ms of it: the browser then
 * draws frames of the page being left between the slices, and the new page's first frame comes
 * later. Traced at 4x CPU (validation → editing), its 25 ms of rendering took three slices over
 * 46 ms. In one slice, the new page is on screen that much sooner; a reader's click or key
 * during that render waits at most one slice.
 */
export async function renderInOnePiece<T>(change: () => Promise<T>): Promise<T> {
  unstable_forceFrameRate(Math.floor(1000 / PAGE_CHANGE_RENDER_SLICE_MS));
  try {
    return await change();
  } finally {
    unstable_forceFrameRate(0);
  }
}
