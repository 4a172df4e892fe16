/**
 * The parts of a docs page around its content that the browser's first JavaScript does not
 * carry (src/layout/pageIslands.tsx): one module, so they arrive as one chunk.
 */
export { PageFeedback } from '@/src/feedback/PageFeedback';
export { PageMarkers } from '@/src/navigation/PageMarkers';
export { PrevNext } from '@/src/navigation/PrevNext';
export { Toc } from '@/src/navigation/Toc';
export { PageActions } from '@/src/twins/PageActions';
