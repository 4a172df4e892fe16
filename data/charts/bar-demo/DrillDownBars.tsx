import * as React from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

// Library loans per year, and per quarter for each year.
const years = ['2021', '2022', '2023', '2024'];
const quarterly: Record<string, number[]> = {
  '2021': [3100, 2800, 2400, 3300],
  '2022': [3400, 3000, 2700, 3600],
  '2023': [3500, 3300, 2900, 3900],
  '2024': [3900, 3600, 3100, 4200],
};
const yearly = years.map((year) => (quarterly[year] ?? []).reduce((sum, value) => sum + value, 0));

export default function DrillDownBars() {
  // null shows the yearly totals; a year shows its quarters.
  const [year, setYear] = React.useState<string | null>(null);

  const categories = year ? ['Q1', 'Q2', 'Q3', 'Q4'] : years;
  const values = year ? (quarterly[year] ?? []) : yearly;

  return (
    <div style={{ height: 360, width: '100%' }}>
      <div style={{ height: 40, display: 'flex', alignItems: 'center', gap: 8 }}>
        <Button size="small" variant="outlined" disabled={year === null} onClick={() => setYear(null)}>
          All years
        </Button>
        <Typography variant="body2" noWrap>
          {year ? `Loans in ${year}, by quarter` : 'Click a year to see its quarters'}
        </Typography>
      </div>
      <BarChart
        height={320}
        // A new key remounts the chart, so the bars animate in for each level.
        key={year ?? 'all'}
        xAxis={[{ scaleType: 'band', data: categories }]}
        series={[{ label: 'Loans', data: values, color: year ? '#8e24aa' : '#3949ab' }]}
        onItemClick={(_event, item) => {
          const clicked = years[item.dataIndex];
          if (year === null && clicked) {
            setYear(clicked);
          }
        }}
        slotProps={{ legend: { hidden: true } }}
        margin={{ top: 20, left: 60 }}
        sx={{ cursor: year === null ? 'pointer' : 'default' }}
      />
    </div>
  );
}
