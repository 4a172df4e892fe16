// @vitest-environment jsdom
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDemoEdits } from '@/src/demos/editor/useDemoEdits';
import { I18nProvider } from '@/src/i18n/I18nProvider';

// CodeMirror is replaced by a textarea; the module map by the two modules these sources use.
vi.mock('@/src/demos/editor/DemoEditorPanel', () => ({
  default: ({ value, onChange, labelledBy }: { value: string; onChange: (value: string) => void; labelledBy: string }) => (
    <textarea aria-labelledby={labelledBy} value={value} onChange={(event) => onChange(event.target.value)} />
  ),
}));
vi.mock('@/src/demos/editor/modules.generated', () => ({
  EDITOR_MODULES: { react: () => import('react'), 'react/jsx-runtime': () => import('react/jsx-runtime') },
}));

// The first edit loads sucrase: on a loaded two-core machine that can take over a second.
configure({ asyncUtilTimeout: 5_000 });

const ORIGINAL = 'export default function Hello() {\n  return <p>original</p>;\n}\n';
const component = (body: string) => `import * as React from 'react';\n\nexport default function Hello() {\n${body}\n}\n`;

function Harness() {
  const edits = useDemoEdits();
  const editing = edits.view({ key: 'system:TS', source: ORIGINAL, variant: 'TS', fileName: 'Hello.tsx', editButtonId: 'edit' });
  return (
    <>
      <div data-testid="live">{editing.preview ?? <p>original</p>}</div>
      <button id="edit" type="button" aria-pressed={editing.open} onClick={editing.toggle}>
        Edit
      </button>
      <button type="button" onClick={edits.reset}>
        Reset
      </button>
      {editing.panel}
    </>
  );
}

describe('useDemoEdits', () => {
  afterEach(cleanup);

  it('renders each edit, keeps the last working render on errors, and resets to the original', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <I18nProvider language="en">
        <Harness />
      </I18nProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const editor = await screen.findByRole('textbox', { name: 'Edit the source of Hello.tsx' });
    expect((editor as HTMLTextAreaElement).value).toBe(ORIGINAL);
    const live = screen.getByTestId('live');

    fireEvent.change(editor, { target: { value: component("  return <p>{'edited'} once</p>;") } });
    expect(await screen.findByText('edited once')).toBeTruthy();

    // A syntax error: the message has the line and column; the edited render stays.
    fireEvent.change(editor, { target: { value: component('  return <p>{1 +}</p>;') } });
    expect(await screen.findByText(/^Line 4, column \d+: /)).toBeTruthy();
    expect(live.textContent).toBe('edited once');
    expect(screen.getByText('The demo shows the last version that worked.')).toBeTruthy();

    // Thrown while rendering (line 4): reported with its line; the edited render stays.
    fireEvent.change(editor, { target: { value: component("  throw new Error('boom');") } });
    expect(await screen.findByText('Line 4: boom')).toBeTruthy();
    expect(live.textContent).toBe('edited once');

    // A new version that works clears the message.
    fireEvent.change(editor, { target: { value: component('  return <p>fixed</p>;') } });
    expect(await screen.findByText('fixed')).toBeTruthy();
    // The message goes once the new version has committed (an effect of its render).
    await waitFor(() => expect(screen.queryByText(/^Line /)).toBeNull());

    // No default export.
    fireEvent.change(editor, { target: { value: 'export const x = 1;\n' } });
    expect(await screen.findByText(/Nothing to render/)).toBeTruthy();
    expect(live.textContent).toBe('fixed');

    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(live.textContent).toBe('original');
    expect((screen.getByRole('textbox', { name: 'Edit the source of Hello.tsx' }) as HTMLTextAreaElement).value).toBe(ORIGINAL);
    expect(screen.queryByText(/Nothing to render/)).toBeNull();

    // Closing the editor keeps nothing edited after a reset: the highlighted source comes back.
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('a loop that never ends is stopped with its line; the last working version stays', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    // The clock moves 100 ms at each reading: the guard's limit (1 s) passes after a few iterations.
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (clock += 100));
    render(
      <I18nProvider language="en">
        <Harness />
      </I18nProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const editor = await screen.findByRole('textbox', { name: 'Edit the source of Hello.tsx' });
    const live = screen.getByTestId('live');
    fireEvent.change(editor, { target: { value: component('  return <p>works</p>;') } });
    expect(await screen.findByText('works')).toBeTruthy();

    // In the component's render (line 4).
    fireEvent.change(editor, { target: { value: component('  while (true) {}\n  return <p>never</p>;') } });
    expect(await screen.findByText(/^Line 4: this loop ran for more than 1 s/)).toBeTruthy();
    await waitFor(() => expect(live.textContent).toBe('works'));

    // At the top of the module (line 2), with a try/catch that would swallow a thrown error.
    fireEvent.change(editor, {
      target: { value: "import * as React from 'react';\nfor (;;) { try { JSON.parse('{'); } catch {} }\nexport default function Hello() {\n  return <p>never</p>;\n}\n" },
    });
    expect(await screen.findByText(/^Line 2: this loop ran for more than 1 s/)).toBeTruthy();
    expect(live.textContent).toBe('works');
  });

  it('Reset and every re-run clear the timers and listeners the edited code started', async () => {
    const setIntervalSpy = vi.spyOn(window, 'setInterval');
    const clearIntervalSpy = vi.spyOn(window, 'clearInterval');
    const addListener = vi.spyOn(window, 'addEventListener');
    const removeListener = vi.spyOn(window, 'removeEventListener');
    render(
      <I18nProvider language="en">
        <Harness />
      </I18nProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const editor = await screen.findByRole('textbox', { name: 'Edit the source of Hello.tsx' });
    // Started at the top of the module and in an effect without a cleanup.
    const leaky = (label: string) =>
      `import * as React from 'react';\nsetInterval(() => {}, 60_000);\nexport default function Hello() {\n  React.useEffect(() => { window.addEventListener('resize', () => {}); }, []);\n  return <p>${label}</p>;\n}\n`;
    const started = () => setIntervalSpy.mock.results.filter((_, index) => setIntervalSpy.mock.calls[index]?.[1] === 60_000).map((result) => result.value as number);
    const resizeListeners = () => addListener.mock.calls.filter((call) => call[0] === 'resize').map((call) => call[1]);
    const removed = (listener: unknown) => removeListener.mock.calls.some((call) => call[0] === 'resize' && call[1] === listener);

    fireEvent.change(editor, { target: { value: leaky('first') } });
    expect(await screen.findByText('first')).toBeTruthy();
    await waitFor(() => expect(resizeListeners()).toHaveLength(1));
    const [firstInterval] = started();
    expect(clearIntervalSpy).not.toHaveBeenCalledWith(firstInterval);

    // A re-run replaces the version: the first one's interval and listener go.
    fireEvent.change(editor, { target: { value: leaky('second') } });
    expect(await screen.findByText('second')).toBeTruthy();
    await waitFor(() => expect(clearIntervalSpy).toHaveBeenCalledWith(firstInterval));
    expect(removed(resizeListeners()[0])).toBe(true);

    // Reset: the second one's go too.
    await waitFor(() => expect(resizeListeners()).toHaveLength(2));
    const secondInterval = started()[1];
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(clearIntervalSpy).toHaveBeenCalledWith(secondInterval);
    expect(removed(resizeListeners()[1])).toBe(true);
    expect(screen.getByTestId('live').textContent).toBe('original');
  });

  it('an edit a reader closes the editor on stays on screen, as text and as the render', async () => {
    render(
      <I18nProvider language="en">
        <Harness />
      </I18nProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const editor = await screen.findByRole('textbox', { name: 'Edit the source of Hello.tsx' });
    const edited = component('  return <p>kept</p>;');
    fireEvent.change(editor, { target: { value: edited } });
    expect(await screen.findByText('kept')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(document.querySelector('.demo-editor-draft code')?.textContent).toBe(edited);
    expect(screen.getByTestId('live').textContent).toBe('kept');
  });
});
