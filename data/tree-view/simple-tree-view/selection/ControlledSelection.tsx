import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem2, TreeItem2Checkbox, type TreeItem2Props } from '@mui/x-tree-view/TreeItem2';

// Material UI's Checkbox puts `aria-*` props on its outer span: hand the name to the input.
const NamedCheckbox = React.forwardRef(function NamedCheckbox(
  { 'aria-labelledby': labelledBy, ...other }: React.ComponentProps<typeof TreeItem2Checkbox>,
  ref: React.Ref<HTMLButtonElement>,
) {
  return <TreeItem2Checkbox {...other} ref={ref} inputProps={{ 'aria-labelledby': labelledBy }} />;
});

// The default checkbox has no accessible name: this item names it after its own label.
const CheckboxItem = React.forwardRef(function CheckboxItem(props: TreeItem2Props, ref: React.Ref<HTMLLIElement>) {
  const labelId = React.useId();
  return (
    <TreeItem2
      {...props}
      ref={ref}
      slots={{ checkbox: NamedCheckbox }}
      slotProps={{ label: { id: labelId }, checkbox: { 'aria-labelledby': labelId } }}
    />
  );
});

// The rooms and their sensors; the buttons below replace the selection wholesale.
const rooms = [
  {
    id: 'kitchen',
    label: 'Kitchen',
    sensors: [
      { id: 'kitchen-smoke', label: 'Smoke detector' },
      { id: 'kitchen-temp', label: 'Thermometer' },
    ],
  },
  {
    id: 'garage',
    label: 'Garage',
    sensors: [
      { id: 'garage-door', label: 'Door contact' },
      { id: 'garage-motion', label: 'Motion sensor' },
    ],
  },
];
const allSensors = rooms.flatMap((room) => room.sensors.map((sensor) => sensor.id));

export default function ControlledSelection() {
  const [selected, setSelected] = React.useState<string[]>([]);

  return (
    <div style={{ height: 320, display: 'flex', flexDirection: 'column' }}>
      <Stack direction="row" spacing={1} sx={{ height: 48, alignItems: 'center', flexShrink: 0 }}>
        <Button size="small" variant="outlined" onClick={() => setSelected(allSensors)}>
          All sensors
        </Button>
        <Button size="small" variant="outlined" onClick={() => setSelected([])}>
          Clear
        </Button>
      </Stack>
      <div style={{ height: 272, overflow: 'auto' }}>
        <SimpleTreeView
          aria-label="Home sensors"
          multiSelect
          checkboxSelection
          defaultExpandedItems={['kitchen', 'garage']}
          selectedItems={selected}
          onSelectedItemsChange={(_event, itemIds) => setSelected(itemIds)}
        >
          {rooms.map((room) => (
            <CheckboxItem key={room.id} itemId={room.id} label={room.label}>
              {room.sensors.map((sensor) => (
                <CheckboxItem key={sensor.id} itemId={sensor.id} label={sensor.label} />
              ))}
            </CheckboxItem>
          ))}
        </SimpleTreeView>
      </div>
    </div>
  );
}
