import * as React from 'react';
import { ThemeProvider, createTheme, useTheme } from '@mui/material/styles';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import { BarChart } from '@mui/x-charts/BarChart';
// Adds the chart components to the theme's types.
import type {} from '@mui/x-charts/themeAugmentation';

const products = ['Tea', 'Coffee', 'Cocoa', 'Juice'];

// Every chart inside this theme gets these defaults and styles.
function chartTheme(dark: boolean) {
  return createTheme({
    palette: { mode: dark ? 'dark' : 'light', primary: { main: '#5c6bc0' } },
    components: {
      MuiChartsAxis: { styleOverrides: { root: { '& .MuiChartsAxis-tickLabel': { fontStyle: 'italic' } } } },
      MuiChartsGrid: { defaultProps: { horizontal: true } },
      MuiBarElement: { styleOverrides: { root: { rx: 6 } } },
      MuiChartsLegend: { defaultProps: { itemMarkWidth: 12, itemMarkHeight: 12 } },
    },
  });
}

export default function ThemeOverrides() {
  const outer = useTheme();
  const [dark, setDark] = React.useState(outer.palette.mode === 'dark');
  const theme = React.useMemo(() => chartTheme(dark), [dark]);

  return (
    <div style={{ height: 340, width: '100%' }}>
      <FormControlLabel sx={{ height: 40, m: 0 }} control={<Switch checked={dark} onChange={(event) => setDark(event.target.checked)} />} label="dark mode" />
      <ThemeProvider theme={theme}>
        <Paper square elevation={0} sx={{ height: 300 }}>
          <BarChart
            height={300}
            skipAnimation
            xAxis={[{ scaleType: 'band', data: products }]}
            series={[
              { label: 'Shop', data: [34, 51, 12, 27] },
              { label: 'Online', data: [22, 40, 18, 31] },
            ]}
          />
        </Paper>
      </ThemeProvider>
    </div>
  );
}
