import * as React from 'react';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import type { LineItemIdentifier } from '@mui/x-charts/models';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
// Litres of water used by a community garden, per month.
const beds = [310, 340, 420, 560, 690, 820];
const greenhouse = [120, 130, 150, 180, 210, 240];

export default function LineClickEvents() {
  // The last few events, newest first: one click can fire several handlers.
  const [log, setLog] = React.useState<string[]>(['Click a mark, a line, an area or anywhere in the plot.']);
  const push = (entry: string) => setLog((previous) => [entry, ...previous].slice(0, 3));

  const describe = (item: LineItemIdentifier) =>
    item.dataIndex === undefined ? `series "${item.seriesId}"` : `series "${item.seriesId}", index ${item.dataIndex}`;

  return (
    <div style={{ height: 380, width: '100%' }}>
      <LineChart
        height={300}
        skipAnimation
        xAxis={[{ scaleType: 'point', data: months }]}
        series={[
          { id: 'beds', label: 'Raised beds', data: beds, area: true },
          { id: 'greenhouse', label: 'Greenhouse', data: greenhouse },
        ]}
        onMarkClick={(_event, item) => push(`onMarkClick: ${describe(item)}`)}
        onLineClick={(_event, item) => push(`onLineClick: ${describe(item)}`)}
        onAreaClick={(_event, item) => push(`onAreaClick: ${describe(item)}`)}
        onAxisClick={(_event, data) => {
          if (data) {
            push(`onAxisClick: ${String(data.axisValue)}, beds ${data.seriesValues.beds} L`);
          }
        }}
      />
      <div style={{ height: 80, overflow: 'hidden' }}>
        {log.map((entry, index) => (
          <Typography key={`${index}-${entry}`} variant="body2" noWrap color={index === 0 ? 'text.primary' : 'text.secondary'}>
            {entry}
          </Typography>
        ))}
      </div>
    </div>
  );
}
