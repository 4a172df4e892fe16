import * as React from 'react';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Check from '@mui/icons-material/Check';
import {
  DataGrid,
  GridColumnMenuContainer,
  GridColumnMenuSortItem,
  type GridColDef,
  type GridColumnMenuProps,
} from '@mui/x-data-grid';

type Unit = 'celsius' | 'fahrenheit';

const UnitContext = React.createContext<{ unit: Unit; setUnit: (unit: Unit) => void }>({
  unit: 'celsius',
  setUnit: () => {},
});

const unitLabels: Record<Unit, string> = { celsius: 'Degrees Celsius', fahrenheit: 'Degrees Fahrenheit' };

/**
 * A menu of its own instead of GridColumnMenu: GridColumnMenuContainer provides the list, the
 * keyboard handling and the closing; the items are up to you. Every column gets the built-in
 * sort item; temperature columns also get a choice of unit.
 */
function TemperatureColumnMenu({ hideMenu, colDef, ...other }: GridColumnMenuProps) {
  const { unit, setUnit } = React.useContext(UnitContext);
  const isTemperature = colDef.field === 'melting' || colDef.field === 'boiling';

  return (
    <GridColumnMenuContainer hideMenu={hideMenu} colDef={colDef} {...other}>
      <GridColumnMenuSortItem onClick={hideMenu} colDef={colDef} />
      {isTemperature && <Divider />}
      {isTemperature &&
        (Object.keys(unitLabels) as Unit[]).map((option) => (
          <MenuItem
            key={option}
            role="menuitemradio"
            aria-checked={unit === option}
            onClick={(event) => {
              setUnit(option);
              hideMenu(event);
            }}
          >
            <ListItemIcon>{unit === option ? <Check fontSize="small" /> : null}</ListItemIcon>
            <ListItemText>{unitLabels[option]}</ListItemText>
          </MenuItem>
        ))}
    </GridColumnMenuContainer>
  );
}

const rows = [
  { id: 1, name: 'Water', melting: 0, boiling: 100 },
  { id: 2, name: 'Ethanol', melting: -114.1, boiling: 78.4 },
  { id: 3, name: 'Acetone', melting: -94.7, boiling: 56.1 },
];

export default function CustomMenuComponent() {
  const [unit, setUnit] = React.useState<Unit>('celsius');
  const context = React.useMemo(() => ({ unit, setUnit }), [unit]);

  const columns = React.useMemo<GridColDef[]>(() => {
    // The values stay in °C (so sorting and filtering are unchanged); only the text converts.
    const show = (value: number) =>
      unit === 'celsius' ? `${value} °C` : `${Math.round((value * 9) / 5 + 32)} °F`;
    return [
      { field: 'name', headerName: 'Compound', flex: 1, minWidth: 110 },
      { field: 'melting', headerName: 'Melting point', type: 'number', width: 145, valueFormatter: show },
      { field: 'boiling', headerName: 'Boiling point', type: 'number', width: 145, valueFormatter: show },
    ];
  }, [unit]);

  return (
    <UnitContext.Provider value={context}>
      <div style={{ height: 220 }}>
        <DataGrid rows={rows} columns={columns} slots={{ columnMenu: TemperatureColumnMenu }} hideFooter />
      </div>
    </UnitContext.Provider>
  );
}
