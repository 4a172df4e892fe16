import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

const days = ['May 6', 'May 7', 'May 8', 'May 9', 'May 10', 'May 11', 'May 12'];

const kpis = [
  { id: 'signups', title: 'Sign-ups', values: [210, 232, 228, 251, 266, 270, 291], unit: '', plotType: 'line' as const },
  { id: 'churn', title: 'Cancellations', values: [31, 29, 34, 38, 36, 41, 44], unit: '', plotType: 'line' as const },
  { id: 'latency', title: 'p95 latency', values: [420, 380, 395, 360, 352, 340, 330], unit: ' ms', plotType: 'bar' as const },
];

export default function KpiCards() {
  return (
    <div style={{ height: 150, display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 8 }}>
      {kpis.map((kpi) => {
        const first = kpi.values[0] ?? 0;
        const last = kpi.values[kpi.values.length - 1] ?? 0;
        // Fewer cancellations and a lower latency are good news.
        const good = kpi.id === 'signups' ? last >= first : last <= first;
        return (
          <Box key={kpi.id} sx={{ height: 150, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
            <Typography variant="caption" color="text.secondary" noWrap component="div">
              {kpi.title}
            </Typography>
            <Typography variant="h6" noWrap component="div">
              {last}
              {kpi.unit}
            </Typography>
            <SparkLineChart
              height={70}
              data={kpi.values}
              plotType={kpi.plotType}
              area={kpi.plotType === 'line'}
              colors={[good ? '#2e7d32' : '#c62828']}
              xAxis={{ scaleType: kpi.plotType === 'bar' ? 'band' : 'point', data: days }}
              showTooltip
              showHighlight
              valueFormatter={(value) => `${value ?? 0}${kpi.unit}`}
            />
          </Box>
        );
      })}
    </div>
  );
}
