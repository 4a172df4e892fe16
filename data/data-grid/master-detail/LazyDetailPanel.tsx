import * as React from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import { visuallyHidden } from '@mui/utils';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  type GridColDef,
  type GridRowParams,
} from '@mui/x-data-grid-pro';

interface Customer {
  id: number;
  name: string;
  country: string;
}

interface Invoice {
  number: string;
  amount: number;
}

const rows: Customer[] = [
  { id: 1, name: 'Fjord Fisheries', country: 'Norway' },
  { id: 2, name: 'Sierra Coffee', country: 'Colombia' },
  { id: 3, name: 'Kauri Timber', country: 'New Zealand' },
];

// Stands in for a request per customer: same answer every time, after 600 ms.
function fetchInvoices(customerId: number): Promise<Invoice[]> {
  return new Promise((resolve) => {
    setTimeout(
      () =>
        resolve(
          Array.from({ length: customerId + 1 }, (_, index) => ({
            number: `INV-${customerId}${String(index + 1).padStart(3, '0')}`,
            amount: 250 * (customerId + index),
          })),
        ),
      600,
    );
  });
}

/** The panel loads its own data when it opens: nothing is fetched for rows never expanded. */
function InvoicesPanel({ customer }: { customer: Customer }) {
  const [invoices, setInvoices] = React.useState<Invoice[] | null>(null);

  React.useEffect(() => {
    let active = true;
    fetchInvoices(customer.id).then((result) => {
      if (active) setInvoices(result);
    });
    return () => {
      active = false;
    };
  }, [customer.id]);

  if (invoices === null) {
    return (
      <div style={{ padding: 16 }}>
        <LinearProgress aria-label={`Loading invoices of ${customer.name}`} />
      </div>
    );
  }
  return (
    <ul style={{ margin: 0, padding: '12px 16px 12px 40px', lineHeight: 1.8 }}>
      {invoices.map((invoice) => (
        <li key={invoice.number}>
          {invoice.number}: €{invoice.amount}
        </li>
      ))}
    </ul>
  );
}

const columns: GridColDef<Customer>[] = [
  {
    ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
    headerName: 'Invoices',
    renderHeader: ({ colDef }) => <span style={visuallyHidden}>{colDef.headerName}</span>,
  },
  { field: 'name', headerName: 'Customer', flex: 1, minWidth: 140 },
  { field: 'country', headerName: 'Country', width: 130 },
];

/**
 * The panel is rendered inside the grid (role "grid"), which may only contain rows: a row with
 * one cell gives the content a valid place in the grid's structure for assistive technology.
 */
function PanelRow({ children }: { children: React.ReactNode }) {
  return (
    <div role="row" style={{ height: '100%' }}>
      <div role="gridcell" style={{ height: '100%' }}>
        {children}
      </div>
    </div>
  );
}

const getDetailPanelContent = ({ row }: GridRowParams<Customer>) => (
  <PanelRow>
    <InvoicesPanel customer={row} />
  </PanelRow>
);
const getDetailPanelHeight = () => 'auto' as const;

export default function LazyDetailPanel() {
  return (
    <div style={{ height: 400 }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        hideFooter
      />
    </div>
  );
}
