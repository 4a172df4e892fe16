import * as React from 'react';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

// A stand-in for a server: each region's offices arrive 600 ms after they are requested.
const offices: Record<string, string[]> = {
  emea: ['Dublin', 'Nairobi', 'Tallinn'],
  apac: ['Auckland', 'Seoul'],
};
const fetchOffices = (regionId: string) =>
  new Promise<string[]>((resolve) => {
    setTimeout(() => resolve(offices[regionId] ?? []), 600);
  });

// A placeholder child makes each region expandable before its children are known.
const placeholder = (regionId: string): TreeViewBaseItem[] => [{ id: `${regionId}-loading`, label: 'Loading…' }];

export default function LazyChildren() {
  const [regions, setRegions] = React.useState<TreeViewBaseItem[]>([
    { id: 'emea', label: 'Europe, Middle East and Africa', children: placeholder('emea') },
    { id: 'apac', label: 'Asia-Pacific', children: placeholder('apac') },
  ]);
  const requested = React.useRef(new Set<string>());

  const handleToggle = async (_event: React.SyntheticEvent, itemId: string, isExpanded: boolean) => {
    if (!isExpanded || requested.current.has(itemId)) {
      return;
    }
    requested.current.add(itemId);
    const cities = await fetchOffices(itemId);
    const children = cities.map((city) => ({ id: `${itemId}-${city}`, label: city }));
    setRegions((previous) => previous.map((region) => (region.id === itemId ? { ...region, children } : region)));
  };

  return (
    <div style={{ height: 240, overflow: 'auto' }}>
      <RichTreeView aria-label="Offices" items={regions} onItemExpansionToggle={handleToggle} />
    </div>
  );
}
