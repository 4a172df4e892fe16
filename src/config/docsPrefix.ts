/**
 * What every docs pathname starts with (`/x/react-data-grid/sorting`; the Chinese pages add
 * `/zh` in front). Nav entries outside it are external links or group ids, not pages. A module
 * of its own, free of environment reads, so the service worker's bundle can share it.
 */
export const DOCS_PREFIX = '/x/';
