import * as React from 'react';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

const days = ['1 Mar', '2 Mar', '3 Mar', '4 Mar', '5 Mar', '6 Mar', '7 Mar', '8 Mar', '9 Mar', '10 Mar', '11 Mar', '12 Mar'];
// Parcels a courier delivered, and how many of them late.
const delivered = [212, 230, 198, 245, 260, 181, 120, 224, 238, 251, 243, 199];
const late = [8, 12, 5, 19, 22, 7, 3, 9, 11, 16, 10, 6];

export default function SparklineInteraction() {
  return (
    <div style={{ height: 150, width: '100%', display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 16 }}>
      <div>
        <Typography variant="body2" sx={{ height: 24 }}>
          Delivered
        </Typography>
        <SparkLineChart
          height={110}
          data={delivered}
          xAxis={{ scaleType: 'point', data: days }}
          showTooltip
          showHighlight
          // Lines highlight the point only; a vertical line at the pointer helps on a small chart.
          axisHighlight={{ x: 'line' }}
          valueFormatter={(value) => `${value ?? 0} parcels`}
        />
      </div>
      <div>
        <Typography variant="body2" sx={{ height: 24 }}>
          Late
        </Typography>
        <SparkLineChart
          height={110}
          plotType="bar"
          data={late}
          xAxis={{ scaleType: 'band', data: days }}
          colors={['#e64a19']}
          showTooltip
          // For bars, showHighlight shades the band under the pointer.
          showHighlight
          valueFormatter={(value) => `${value ?? 0} late`}
        />
      </div>
    </div>
  );
}
