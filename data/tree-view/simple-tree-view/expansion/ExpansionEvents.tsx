import * as React from 'react';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function ExpansionEvents() {
  const [log, setLog] = React.useState<{ key: number; text: string }[]>([]);
  const counter = React.useRef(0);

  // Keeps the three latest events, newest first.
  const handleToggle = (_event: React.SyntheticEvent, itemId: string, isExpanded: boolean) => {
    counter.current += 1;
    const entry = { key: counter.current, text: `${itemId} ${isExpanded ? 'expanded' : 'collapsed'}` };
    setLog((previous) => [entry, ...previous].slice(0, 3));
  };

  return (
    <div style={{ height: 300, display: 'flex', flexDirection: 'column' }}>
      <div style={{ height: 220, overflow: 'auto' }}>
        <SimpleTreeView aria-label="Museum floors" onItemExpansionToggle={handleToggle}>
          <TreeItem itemId="ground" label="Ground floor">
            <TreeItem itemId="lobby" label="Lobby and shop" />
          </TreeItem>
          <TreeItem itemId="first" label="First floor">
            <TreeItem itemId="egypt" label="Ancient Egypt" />
            <TreeItem itemId="rome" label="Roman Empire" />
          </TreeItem>
          <TreeItem itemId="second" label="Second floor">
            <TreeItem itemId="impressionists" label="Impressionists" />
          </TreeItem>
        </SimpleTreeView>
      </div>
      <Typography component="div" variant="body2" sx={{ height: 80, overflow: 'hidden' }}>
        {log.length === 0 ? 'Open a floor, or focus one and press *' : log.map((entry) => <div key={entry.key}>{entry.text}</div>)}
      </Typography>
    </div>
  );
}
