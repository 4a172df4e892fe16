import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';

// The shape an HR service might return: no `id` or `label` fields.
interface Employee {
  employeeNo: string;
  fullName: string;
  role: string;
  onLeave?: boolean;
  children?: Employee[];
}

const directory: Employee[] = [
  {
    employeeNo: 'E-100',
    fullName: 'Ines Moreau',
    role: 'Head of Product',
    children: [
      { employeeNo: 'E-141', fullName: 'Tomasz Nowak', role: 'Product designer' },
      { employeeNo: 'E-152', fullName: 'Aiko Tanaka', role: 'Product manager', onLeave: true },
      {
        employeeNo: 'E-160',
        fullName: 'Samuel Osei',
        role: 'Engineering lead',
        children: [
          { employeeNo: 'E-171', fullName: 'Lena Fischer', role: 'Frontend engineer' },
          { employeeNo: 'E-178', fullName: 'Ravi Menon', role: 'Backend engineer' },
        ],
      },
    ],
  },
];

// Defined outside the component so their identity never changes: the tree rebuilds its
// item lookups whenever `items`, `getItemId`, `getItemLabel` or `isItemDisabled` change.
const getEmployeeId = (employee: Employee) => employee.employeeNo;
const getEmployeeName = (employee: Employee) => employee.fullName;
const isOnLeave = (employee: Employee) => employee.onLeave === true;

export default function EmployeeDirectoryTree() {
  const apiRef = useTreeViewApiRef();
  const [focusable, setFocusable] = React.useState(false);
  const [details, setDetails] = React.useState('Select someone to see their role.');

  const handleSelection = (_event: React.SyntheticEvent, itemId: string | null) => {
    const employee: Employee | undefined = itemId ? apiRef.current?.getItem(itemId) : undefined;
    setDetails(employee ? `${employee.fullName}: ${employee.role} (${employee.employeeNo})` : '');
  };

  return (
    <div style={{ height: 320, display: 'flex', flexDirection: 'column' }}>
      <FormControlLabel
        sx={{ height: 40, m: 0 }}
        control={<Switch checked={focusable} onChange={(event) => setFocusable(event.target.checked)} />}
        label="disabledItemsFocusable"
      />
      <div style={{ height: 240, overflow: 'auto' }}>
        <RichTreeView
          aria-label="Product team"
          apiRef={apiRef}
          items={directory}
          getItemId={getEmployeeId}
          getItemLabel={getEmployeeName}
          isItemDisabled={isOnLeave}
          disabledItemsFocusable={focusable}
          defaultExpandedItems={['E-100', 'E-160']}
          onSelectedItemsChange={handleSelection}
        />
      </div>
      <Typography variant="body2" noWrap sx={{ height: 40, lineHeight: '40px' }}>
        {details}
      </Typography>
    </div>
  );
}
