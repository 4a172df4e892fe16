import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, GridToolbarContainer, GridToolbarFilterButton, type GridColDef } from '@mui/x-data-grid';

// The toolbar reports its Filters button, so the panel can be anchored to it.
const AnchorContext = React.createContext<(element: HTMLButtonElement | null) => void>(() => {});

function Toolbar() {
  const setAnchor = React.useContext(AnchorContext);
  return (
    <GridToolbarContainer>
      <Box sx={{ flex: 1 }} />
      <GridToolbarFilterButton ref={setAnchor} />
    </GridToolbarContainer>
  );
}

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Podcast', flex: 1, minWidth: 140 },
  { field: 'host', headerName: 'Host', width: 120 },
  { field: 'episodes', headerName: 'Episodes', type: 'number', width: 100 },
];

const rows = [
  { id: 1, title: 'Small Print', host: 'D. Osei', episodes: 48 },
  { id: 2, title: 'The Long Commute', host: 'R. Haas', episodes: 112 },
  { id: 3, title: 'Soil & Roots', host: 'M. Park', episodes: 23 },
];

export default function FilterPanelPosition() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [nextToButton, setNextToButton] = React.useState(true);

  return (
    <AnchorContext.Provider value={setAnchor}>
      <div style={{ height: 320 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={nextToButton ? 'button' : 'headers'}
          onChange={(_event, value: string | null) => value && setNextToButton(value === 'button')}
          aria-label="Panel position"
          style={{ marginBottom: 8 }}
        >
          <ToggleButton value="button">Under the button</ToggleButton>
          <ToggleButton value="headers">Default</ToggleButton>
        </ToggleButtonGroup>
        <div style={{ height: 272 }}>
          <DataGrid
            rows={rows}
            columns={columns}
            slots={{ toolbar: Toolbar }}
            // The panel is a Popper: anchorEl and placement move it; the default anchor sits under the headers.
            slotProps={nextToButton && anchor ? { panel: { anchorEl: anchor, placement: 'bottom-end' } } : undefined}
            hideFooter
          />
        </div>
      </div>
    </AnchorContext.Provider>
  );
}
