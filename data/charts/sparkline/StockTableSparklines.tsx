import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// Units in stock at the end of each of the last ten days, for a small tea shop.
const products = [
  { id: 'sencha', name: 'Sencha', stock: [42, 40, 37, 35, 34, 30, 27, 25, 22, 18] },
  { id: 'assam', name: 'Assam', stock: [15, 14, 30, 29, 27, 26, 24, 23, 21, 20] },
  { id: 'rooibos', name: 'Rooibos', stock: [25, 24, 24, 23, 23, 22, 22, 21, 21, 20] },
  { id: 'oolong', name: 'Oolong', stock: [12, 10, 9, 7, 6, 4, 3, 2, 1, 0] },
];

// Four rows of 56 px under a 32 px header: 256 px in all.
const rowHeight = 56;

export default function StockTableSparklines() {
  return (
    <div style={{ height: 256, width: '100%', overflow: 'auto' }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: '80px minmax(0, 1fr) minmax(0, 1fr) 40px', alignItems: 'center', columnGap: 2 }}>
        {['Tea', 'Trend', 'Daily change', 'Now'].map((heading) => (
          <Typography key={heading} variant="caption" color="text.secondary" sx={{ height: 32, lineHeight: '32px' }}>
            {heading}
          </Typography>
        ))}
        {products.map((product) => {
          const changes = product.stock.slice(1).map((value, index) => value - (product.stock[index] ?? value));
          return (
            <React.Fragment key={product.id}>
              <Typography variant="body2" noWrap>
                {product.name}
              </Typography>
              <SparkLineChart
                data={product.stock}
                height={rowHeight}
                curve="natural"
                area
                showHighlight
                showTooltip
                yAxis={{ min: 0 }}
                valueFormatter={(value) => `${value ?? 0} in stock`}
              />
              <SparkLineChart
                data={changes}
                height={rowHeight}
                plotType="bar"
                showTooltip
                valueFormatter={(value) => `${(value ?? 0) > 0 ? '+' : ''}${value ?? 0}`}
              />
              <Typography variant="body2" sx={{ textAlign: 'right', fontWeight: 600 }}>
                {product.stock[product.stock.length - 1]}
              </Typography>
            </React.Fragment>
          );
        })}
      </Box>
    </div>
  );
}
