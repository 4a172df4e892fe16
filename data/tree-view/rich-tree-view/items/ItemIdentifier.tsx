import * as React from 'react';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

// Records keyed by ISBN: `getItemId` reads it, so no `id` field is needed.
interface Book {
  isbn: string;
  label: string;
  children?: Book[];
}

const shelves: Book[] = [
  {
    isbn: 'shelf-classics',
    label: 'Classics',
    children: [
      { isbn: '978-0141439518', label: 'Pride and Prejudice' },
      { isbn: '978-0140449136', label: 'Crime and Punishment' },
    ],
  },
  {
    isbn: 'shelf-poetry',
    label: 'Poetry',
    children: [{ isbn: '978-0571209262', label: 'The Waste Land' }],
  },
];

const getIsbn = (book: Book) => book.isbn;

export default function ItemIdentifier() {
  const [selected, setSelected] = React.useState<string | null>('978-0140449136');

  return (
    <div style={{ height: 240, display: 'flex', flexDirection: 'column' }}>
      <div style={{ height: 200, overflow: 'auto' }}>
        <RichTreeView
          aria-label="Bookshop shelves"
          items={shelves}
          getItemId={getIsbn}
          defaultExpandedItems={['shelf-classics', 'shelf-poetry']}
          selectedItems={selected}
          onSelectedItemsChange={(_event, itemId) => setSelected(itemId)}
        />
      </div>
      {/* Every prop and callback that names items uses the ids getItemId returns. */}
      <Typography variant="body2" sx={{ height: 40, lineHeight: '40px' }} noWrap>
        selectedItems: {selected ?? 'null'}
      </Typography>
    </div>
  );
}
