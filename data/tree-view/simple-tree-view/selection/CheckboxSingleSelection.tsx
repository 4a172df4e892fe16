import * as React from 'react';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem2, TreeItem2Checkbox, type TreeItem2Props } from '@mui/x-tree-view/TreeItem2';

// Material UI's Checkbox puts `aria-*` props on its outer span: hand the name to the input.
const NamedCheckbox = React.forwardRef(function NamedCheckbox(
  { 'aria-labelledby': labelledBy, ...other }: React.ComponentProps<typeof TreeItem2Checkbox>,
  ref: React.Ref<HTMLButtonElement>,
) {
  return <TreeItem2Checkbox {...other} ref={ref} inputProps={{ 'aria-labelledby': labelledBy }} />;
});

const PlanItem = React.forwardRef(function PlanItem(props: TreeItem2Props, ref: React.Ref<HTMLLIElement>) {
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

// Checkboxes without `multiSelect`: checking one item unchecks the previous one.
export default function CheckboxSingleSelection() {
  const [plan, setPlan] = React.useState<string | null>('monthly-standard');

  return (
    <div style={{ height: 300, display: 'flex', flexDirection: 'column' }}>
      <div style={{ height: 250, overflow: 'auto' }}>
        <SimpleTreeView
          aria-label="Subscription plans"
          checkboxSelection
          defaultExpandedItems={['monthly', 'yearly']}
          selectedItems={plan}
          onSelectedItemsChange={(_event, itemId) => setPlan(itemId)}
        >
          <PlanItem itemId="monthly" label="Billed monthly">
            <PlanItem itemId="monthly-standard" label="Standard, 9 € a month" />
            <PlanItem itemId="monthly-family" label="Family, 15 € a month" />
          </PlanItem>
          <PlanItem itemId="yearly" label="Billed yearly">
            <PlanItem itemId="yearly-standard" label="Standard, 90 € a year" />
            <PlanItem itemId="yearly-family" label="Family, 150 € a year" />
          </PlanItem>
        </SimpleTreeView>
      </div>
      <Typography variant="body2" sx={{ height: 50 }}>
        Chosen plan: {plan ?? 'none'}
      </Typography>
    </div>
  );
}
