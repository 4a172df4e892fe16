import * as React from 'react';
import Switch from '@mui/material/Switch';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem2, type TreeItem2Props } from '@mui/x-tree-view/TreeItem2';

interface FlagSwitchProps {
  visible?: boolean;
  checked?: boolean;
  disabled?: boolean;
  tabIndex?: number;
  onChange?: React.ChangeEventHandler<HTMLInputElement>;
  'aria-labelledby'?: string;
}

// The checkbox slot as a switch: the same props (`visible`, `checked`, `onChange`…), another control.
const FlagSwitch = React.forwardRef(function FlagSwitch(
  { visible, 'aria-labelledby': labelledBy, ...other }: FlagSwitchProps,
  ref: React.Ref<HTMLButtonElement>,
) {
  if (!visible) {
    return null;
  }
  return <Switch {...other} ref={ref} size="small" inputProps={{ 'aria-labelledby': labelledBy }} />;
});

const FlagItem = React.forwardRef(function FlagItem(props: TreeItem2Props, ref: React.Ref<HTMLLIElement>) {
  const labelId = React.useId();
  return (
    <TreeItem2
      {...props}
      ref={ref}
      slots={{ checkbox: FlagSwitch }}
      slotProps={{ label: { id: labelId }, checkbox: { 'aria-labelledby': labelId } }}
    />
  );
});

export default function SwitchCheckbox() {
  const [enabled, setEnabled] = React.useState<string[]>(['dark-mode']);

  return (
    <div style={{ height: 240, overflow: 'auto' }}>
      <SimpleTreeView
        aria-label="Feature flags"
        checkboxSelection
        multiSelect
        defaultExpandedItems={['ui', 'beta']}
        selectedItems={enabled}
        onSelectedItemsChange={(_event, itemIds) => setEnabled(itemIds)}
      >
        <FlagItem itemId="ui" label="Interface">
          <FlagItem itemId="dark-mode" label="Dark mode" />
          <FlagItem itemId="compact" label="Compact tables" />
        </FlagItem>
        <FlagItem itemId="beta" label="Beta">
          <FlagItem itemId="ai-summary" label="Summaries" />
        </FlagItem>
      </SimpleTreeView>
    </div>
  );
}
