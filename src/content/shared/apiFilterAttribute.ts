/**
 * The attribute of the API member filter's box (./apiFilterMarkup.ts has the rest of its
 * markup): on its own because it is all the page's first JavaScript needs of the filter.
 */
export const API_FILTER_ATTRIBUTE = 'data-api-filter';
