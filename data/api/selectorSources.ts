/**
 * Which selectors go with a group of an API object (`GridApi`'s `GridSortApi`, …) when its
 * name does not lead to them. The generator otherwise matches the interface's name to a feature
 * folder of the package (`GridSortApi` -> hooks/features/sorting/) and lists the documented
 * selectors the package exports from it; an entry here replaces that guess:
 *
 * - `{ folder }`: every documented, exported selector of that feature folder;
 * - `{ folder, names }`: only those (each must be a documented, exported selector of the folder,
 *   or `npm run generate:api` fails naming it, so the list cannot drift from the package);
 * - `null`: the feature has no public selector (the folder the name would match belongs to
 *   another feature).
 */
export interface SelectorSource {
  folder: string;
  names?: readonly string[];
}

export const SELECTOR_SOURCES: Readonly<Record<string, SelectorSource | null>> = {
  // Pinned columns live in the columns state.
  GridColumnPinningApi: { folder: 'columns', names: ['gridPinnedColumnsSelector', 'gridVisiblePinnedColumnDefinitionsSelector'] },
  // The three pagination groups share one folder: the model group lists it all, the other two
  // the selectors of their own part of the state.
  GridPaginationMetaApi: { folder: 'pagination', names: ['gridPaginationMetaSelector'] },
  GridPaginationRowCountApi: { folder: 'pagination', names: ['gridPageCountSelector', 'gridPaginationRowCountSelector'] },
  GridRowMultiSelectionApi: { folder: 'rowSelection' },
  // The row tree that reordering, grouping children and expansion work on.
  GridRowProApi: { folder: 'rows', names: ['gridRowMaximumTreeDepthSelector', 'gridRowTreeDepthsSelector', 'gridRowTreeSelector'] },
  GridRowsMetaApi: { folder: 'rows', names: ['gridRowsMetaSelector'] },
};
