import * as React from 'react';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import type { ScatterProps } from '@mui/x-charts/ScatterChart';
import { useItemHighlighted } from '@mui/x-charts/context';
import { useXScale, useYScale } from '@mui/x-charts/hooks';

// Coffee places near a station: walking minutes (x), average rating (y) and seats.
const cafes = [
  { id: 'c1', x: 2, y: 3.9, seats: 64 },
  { id: 'c2', x: 4, y: 4.4, seats: 30 },
  { id: 'c3', x: 6, y: 4.7, seats: 18 },
  { id: 'c4', x: 9, y: 4.2, seats: 48 },
  { id: 'c5', x: 12, y: 4.8, seats: 24 },
];
const kiosks = [
  { id: 'k1', x: 1, y: 3.4, seats: 8 },
  { id: 'k2', x: 3, y: 3.8, seats: 12 },
  { id: 'k3', x: 7, y: 3.6, seats: 10 },
  { id: 'k4', x: 10, y: 4.1, seats: 6 },
  { id: 'k5', x: 14, y: 4.5, seats: 14 },
];
const seatsById = new Map([...cafes, ...kiosks].map((place) => [place.id, place.seats]));

// A marker's area grows with the seats, so the radius grows with their square root.
const radiusFor = (seats: number) => 1.8 * Math.sqrt(seats);

interface MarkerProps {
  seriesId: string | number;
  dataIndex: number;
  square: boolean;
  x: number;
  y: number;
  radius: number;
  color: string;
}

function Marker({ seriesId, dataIndex, square, x, y, radius, color }: MarkerProps) {
  // The slot replaces the default markers, so it draws the hover state itself.
  const { isHighlighted, isFaded } = useItemHighlighted({ seriesId, dataIndex });
  const size = isHighlighted ? radius * 1.2 : radius;
  const paint = { fill: color, fillOpacity: isFaded ? 0.2 : 0.6, stroke: color, strokeWidth: 1.5 };
  if (square) {
    // Half the side of a square with the area of the circle of that radius.
    const half = (size * Math.sqrt(Math.PI)) / 2;
    return <rect x={x - half} y={y - half} width={half * 2} height={half * 2} {...paint} />;
  }
  return <circle cx={x} cy={y} r={size} {...paint} />;
}

// The `scatter` slot draws one whole series: here circles or squares sized by the seats.
function ShapedMarkers({ series, color }: ScatterProps) {
  const xScale = useXScale<'linear'>();
  const yScale = useYScale<'linear'>();
  return (
    <g>
      {series.data.map((point, dataIndex) => (
        <Marker
          key={point.id}
          seriesId={series.id}
          dataIndex={dataIndex}
          square={series.id === 'kiosks'}
          x={xScale(point.x)}
          y={yScale(point.y)}
          radius={radiusFor(seatsById.get(String(point.id)) ?? 0)}
          color={color}
        />
      ))}
    </g>
  );
}

const describe = (point: { x: number; y: number; id: string | number }) =>
  `${point.x} min walk, rated ${point.y}, ${seatsById.get(String(point.id)) ?? 0} seats`;

export default function ScatterShapesAndSizes() {
  const scope = { highlight: 'item', fade: 'global' } as const;

  return (
    <div style={{ height: 340, width: '100%' }}>
      <ScatterChart
        height={312}
        series={[
          { id: 'cafes', label: 'Cafés (circles)', data: cafes, color: '#1565c0', highlightScope: scope, valueFormatter: describe },
          { id: 'kiosks', label: 'Kiosks (squares)', data: kiosks, color: '#b23c17', highlightScope: scope, valueFormatter: describe },
        ]}
        xAxis={[{ min: 0, max: 16, label: 'Walk from the station (minutes)' }]}
        yAxis={[{ min: 3, max: 5, label: 'Average rating' }]}
        slots={{ scatter: ShapedMarkers }}
        margin={{ top: 76 }}
      />
      <Typography variant="caption" component="p" sx={{ m: 0, px: 1.5, lineHeight: '28px' }}>
        Marker area shows the seats (6 to 64).
      </Typography>
    </div>
  );
}
