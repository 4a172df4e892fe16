import * as React from 'react';
import Button from '@mui/material/Button';
import { LineChart } from '@mui/x-charts/LineChart';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];
// Closing prices of two shares over a week: one around 12 €, one around 480 €.
const stocks = [
  { name: 'Ferry line', prices: [12.4, 12.9, 12.1, 12.6, 13.2] },
  { name: 'Chip maker', prices: [478, 492, 486, 501, 497] },
];

// The domain follows the data with 10 % of its spread as air above and below,
// whatever the scale of the numbers: a relative sub-domain.
function withMargin(min: number, max: number) {
  const air = (max - min) * 0.1;
  return { min: min - air, max: max + air };
}

export default function RelativeSubDomain() {
  const [index, setIndex] = React.useState(0);
  const stock = stocks[index] ?? { name: '', prices: [] };

  return (
    <div style={{ height: 340, width: '100%' }}>
      <div style={{ height: 44, display: 'flex', alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={() => setIndex((index + 1) % stocks.length)}>
          Show the other share
        </Button>
      </div>
      <LineChart
        height={296}
        skipAnimation
        xAxis={[{ scaleType: 'point', data: days }]}
        yAxis={[{ domainLimit: withMargin, valueFormatter: (value: number) => `€${value.toFixed(1)}` }]}
        series={[{ label: stock.name, data: stock.prices, valueFormatter: (value) => `€${value}` }]}
        grid={{ horizontal: true }}
        margin={{ left: 65 }}
      />
    </div>
  );
}
