import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGridPremium,
  GridToolbarContainer,
  GridToolbarQuickFilter,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsParams,
  type GridRowGroupingModel,
  type GridValidRowModel,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
} from '@mui/x-data-grid-premium';

type Field = 'country' | 'carrier' | 'status';
interface Parcel {
  id: number;
  parcel: string;
  recipient: string;
  country: string;
  carrier: string;
  status: string;
}

const names = ['Aino', 'Bilal', 'Carmen', 'Dong', 'Efua', 'Florin', 'Gita', 'Hugo', 'Ines', 'Jalen'];
const countries = ['Finland', 'Ghana', 'Peru', 'Vietnam'];
const carriers = ['SkyPost', 'RoadRunner', 'SeaLink'];
const statuses = ['In transit', 'Delivered', 'Held at customs'];

// Pure arithmetic: the same 120 parcels on every visit.
const parcels: Parcel[] = Array.from({ length: 120 }, (_, index) => ({
  id: index,
  parcel: `P-${1000 + index}`,
  recipient: `${names[index % 10]} ${String.fromCharCode(65 + ((index * 7) % 26))}.`,
  country: countries[Math.floor(index / 3) % 4] ?? '',
  carrier: carriers[(index * index) % 3] ?? '',
  status: statuses[Math.floor(index / 5) % 3] ?? '',
}));

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The server searches first, then groups what is left: counts follow the search.
async function fakeServer({ groupFields = [], groupKeys = [], filterModel }: GridGetRowsParams) {
  await wait(350);
  const words = (filterModel.quickFilterValues ?? []).map((word) => String(word).toLowerCase());
  const matching = parcels.filter(
    (parcel) =>
      words.every((word) => Object.values(parcel).join(' ').toLowerCase().includes(word)) &&
      groupKeys.every((key, depth) => parcel[groupFields[depth] as Field] === key),
  );
  const field = groupFields[groupKeys.length] as Field | undefined;
  if (!field) {
    return { rows: matching.map((parcel) => ({ ...parcel, groupKey: parcel.parcel, childCount: 0 })) };
  }
  const rows = [...new Set(matching.map((parcel) => parcel[field]))].sort().map((value) => ({
    id: `group/${[...groupKeys, value].join('/')}`,
    [field]: value,
    groupKey: value,
    childCount: matching.filter((parcel) => parcel[field] === value).length,
  }));
  return groupKeys.length === 0 ? { rows, rowCount: rows.length } : { rows };
}

const columns: GridColDef[] = [
  { field: 'parcel', headerName: 'Parcel', width: 100 },
  { field: 'recipient', headerName: 'Recipient', width: 120 },
  { field: 'country', headerName: 'Country', width: 100 },
  { field: 'carrier', headerName: 'Carrier', width: 110 },
  { field: 'status', headerName: 'Status', width: 140 },
];

function SearchToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarQuickFilter debounceMs={400} />
    </GridToolbarContainer>
  );
}

export default function GroupingToggles() {
  const apiRef = useGridApiRef();
  const [model, setModel] = React.useState<GridRowGroupingModel>(['country']);
  // Hides a column while it is grouped, and shows it again when grouping stops.
  const initialState = useKeepGroupedColumnsHidden({ apiRef, rowGroupingModel: model });
  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: fakeServer,
      getGroupKey: (row: GridValidRowModel) => row.groupKey,
      getChildrenCount: (row: GridValidRowModel) => row.childCount,
    }),
    [],
  );

  return (
    <div style={{ height: 460, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 40, overflowX: 'auto' }}>
        <ToggleButtonGroup size="small" value={model} onChange={(_, value: GridRowGroupingModel) => setModel(value)}>
          <ToggleButton value="country">Country</ToggleButton>
          <ToggleButton value="carrier">Carrier</ToggleButton>
          <ToggleButton value="status">Status</ToggleButton>
        </ToggleButtonGroup>
      </div>
      <div style={{ height: 412 }}>
        <DataGridPremium
          experimentalFeatures={{ ariaV8: true }}
          apiRef={apiRef}
          initialState={initialState}
          columns={columns}
          unstable_dataSource={dataSource}
          rowGroupingModel={model}
          onRowGroupingModelChange={setModel}
          groupingColDef={{ width: 180 }}
          disableAggregation
          slots={{ toolbar: SearchToolbar }}
          hideFooter
        />
      </div>
    </div>
  );
}
