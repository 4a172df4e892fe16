import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';

// Seats still available per course at an evening school.
const courses = [
  { course: 'Pottery', seats: 4 },
  { course: 'Italian', seats: 11 },
  { course: 'Woodwork', seats: 2 },
  { course: 'Photography', seats: 9 },
  { course: 'Guitar', seats: 14 },
  { course: 'Coding', seats: 6 },
];

type Order = 'original' | 'most' | 'fewest';

export default function SortableRanking() {
  const [order, setOrder] = React.useState<Order>('most');

  // The chart keeps the order of the rows, so sorting happens before the data goes in.
  const rows = React.useMemo(() => {
    if (order === 'original') return courses;
    const sorted = [...courses].sort((a, b) => a.seats - b.seats);
    return order === 'most' ? sorted.reverse() : sorted;
  }, [order]);

  return (
    <div style={{ height: 360, width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={order}
        onChange={(_event, value: Order | null) => value && setOrder(value)}
        sx={{ height: 40 }}
      >
        <ToggleButton value="original">original</ToggleButton>
        <ToggleButton value="most">most seats</ToggleButton>
        <ToggleButton value="fewest">fewest</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={320}
        layout="horizontal"
        dataset={rows}
        yAxis={[{ scaleType: 'band', dataKey: 'course' }]}
        series={[{ dataKey: 'seats', label: 'Free seats', color: '#f9a825' }]}
        barLabel="value"
        borderRadius={4}
        slotProps={{ legend: { hidden: true } }}
        margin={{ top: 20, left: 90, right: 20 }}
      />
    </div>
  );
}
