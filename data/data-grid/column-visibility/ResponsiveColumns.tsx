import * as React from 'react';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { DataGrid, type GridColDef, type GridColumnVisibilityModel } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Episode', flex: 1, minWidth: 160 },
  { field: 'guest', headerName: 'Guest', width: 150 },
  { field: 'published', headerName: 'Published', width: 120 },
  { field: 'minutes', headerName: 'Length (min)', type: 'number', width: 120 },
];

// Columns that small screens always hide.
const hiddenWhenSmall = ['guest', 'published'];

const rows = [
  { id: 1, title: 'Shipping on Fridays', guest: 'Noor Aziz', published: '2024-03-01', minutes: 42 },
  { id: 2, title: 'The boring database', guest: 'Pieter de Vries', published: '2024-03-15', minutes: 51 },
  { id: 3, title: 'Design systems at scale', guest: 'Camila Rojas', published: '2024-03-29', minutes: 38 },
  { id: 4, title: 'On-call without tears', guest: 'Sam Whitfield', published: '2024-04-12', minutes: 47 },
];

export default function ResponsiveColumns() {
  const theme = useTheme();
  const isSmall = useMediaQuery(theme.breakpoints.down('sm'));
  // The user's own choices, kept apart from what the screen size forces.
  const [userModel, setUserModel] = React.useState<GridColumnVisibilityModel>({});

  const model = React.useMemo<GridColumnVisibilityModel>(() => {
    const forced = Object.fromEntries(hiddenWhenSmall.map((field) => [field, false]));
    return isSmall ? { ...userModel, ...forced } : userModel;
  }, [isSmall, userModel]);

  const handleChange = (next: GridColumnVisibilityModel) => {
    if (!isSmall) {
      setUserModel(next);
      return;
    }
    // On small screens, keep the user's earlier choice for the forced columns.
    setUserModel((prev) => {
      const kept = Object.fromEntries(Object.entries(next).filter(([field]) => !hiddenWhenSmall.includes(field)));
      hiddenWhenSmall.forEach((field) => {
        const previous = prev[field];
        if (previous !== undefined) {
          kept[field] = previous;
        }
      });
      return kept;
    });
  };

  return (
    <div style={{ height: 300 }}>
      <DataGrid
        rows={rows}
        columns={columns}
        columnVisibilityModel={model}
        onColumnVisibilityModelChange={handleChange}
        hideFooter
      />
    </div>
  );
}
