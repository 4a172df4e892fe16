import * as React from 'react';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];
// Meals served by a school canteen.
const lunch = [412, 398, 425, 390, 301];
const dinner = [88, 92, 85, 97, 64];

export default function BarClickEvents() {
  const [itemText, setItemText] = React.useState('onItemClick: click a bar');
  const [axisText, setAxisText] = React.useState('onAxisClick: click anywhere in a day');

  return (
    <div style={{ height: 360, width: '100%' }}>
      <BarChart
        height={300}
        skipAnimation
        xAxis={[{ scaleType: 'band', data: days }]}
        series={[
          { id: 'lunch', label: 'Lunch', data: lunch },
          { id: 'dinner', label: 'Dinner', data: dinner },
        ]}
        onItemClick={(_event, item) => {
          const values = item.seriesId === 'lunch' ? lunch : dinner;
          setItemText(`onItemClick: ${String(item.seriesId)} on ${days[item.dataIndex]}, ${values[item.dataIndex]} meals`);
        }}
        onAxisClick={(_event, data) => {
          if (data) {
            const total = (data.seriesValues.lunch ?? 0) + (data.seriesValues.dinner ?? 0);
            setAxisText(`onAxisClick: ${String(data.axisValue)} (index ${data.dataIndex}), ${total} meals in total`);
          }
        }}
      />
      <Typography variant="body2" noWrap sx={{ height: 30, lineHeight: '30px' }}>
        {itemText}
      </Typography>
      <Typography variant="body2" noWrap color="text.secondary" sx={{ height: 30, lineHeight: '30px' }}>
        {axisText}
      </Typography>
    </div>
  );
}
