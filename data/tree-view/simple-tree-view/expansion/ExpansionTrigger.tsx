import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function ExpansionTrigger() {
  const [iconOnly, setIconOnly] = React.useState(true);

  return (
    <div style={{ height: 280, display: 'flex', flexDirection: 'column' }}>
      <FormControlLabel
        sx={{ height: 40, m: 0, flexShrink: 0 }}
        control={<Switch checked={iconOnly} onChange={(event) => setIconOnly(event.target.checked)} />}
        label={`expansionTrigger="${iconOnly ? 'iconContainer' : 'content'}"`}
      />
      <div style={{ height: 240, overflow: 'auto' }}>
        <SimpleTreeView
          aria-label="Wiki"
          expansionTrigger={iconOnly ? 'iconContainer' : 'content'}
          defaultExpandedItems={['handbook']}
        >
          <TreeItem itemId="handbook" label="Team handbook">
            <TreeItem itemId="onboarding" label="Onboarding">
              <TreeItem itemId="laptop" label="Laptop setup" />
              <TreeItem itemId="accounts" label="Accounts" />
            </TreeItem>
            <TreeItem itemId="holidays" label="Holiday policy" />
          </TreeItem>
          <TreeItem itemId="meetings" label="Meeting notes">
            <TreeItem itemId="retro" label="Retrospective, week 12" />
          </TreeItem>
        </SimpleTreeView>
      </div>
    </div>
  );
}
