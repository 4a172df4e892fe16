import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { extractComponentProps } from '@/scripts/api/extract';

const fixture = fileURLToPath(new URL('./fixtures/api/Widget.d.ts', import.meta.url));

describe('extractComponentProps', () => {
  const props = extractComponentProps([
    { file: fixture, exportName: 'Widget' },
    { file: fixture, exportName: 'Badge' },
  ]);

  it('reads each prop with its type, default, description, and required / deprecated flags', () => {
    expect(props.get('Widget')).toEqual([
      { name: 'checkboxSelection', type: 'boolean', default: 'false', description: 'If `true`, every row gets a checkbox.', required: false },
      { name: 'density', type: "'compact' | 'standard'", description: '', required: false },
      {
        name: 'gap',
        type: 'number',
        default: '8',
        deprecated: 'Use `density` instead.',
        description: 'Spacing between rows, in pixels.',
        required: false,
      },
      { name: 'onChange', type: '(ids: number[]) => void', description: 'Called when the selection changes.', required: false },
      { name: 'rows', type: 'readonly { id: number; label: string }[]', description: 'The rows to display.', required: true },
    ]);
  });

  it('reads forwardRef components and leaves out ref, key and native DOM props', () => {
    expect(props.get('Badge')).toEqual([{ name: 'count', type: 'number', description: 'The number shown.', required: true }]);
  });

  it('fails clearly for a missing export', () => {
    expect(() => extractComponentProps([{ file: fixture, exportName: 'Nope' }])).toThrow(/does not export Nope/);
  });
});
