// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { useState, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenInteractive } from '@/src/loading/afterHydration';
import { island } from '@/src/islands/island';
import { controlledLoader } from '@/test/loading/controlledLoader';

const router = vi.hoisted(() => ({ asPath: '/x/a/' }));
vi.mock('next/router', () => ({ useRouter: () => router }));

/** A counter: its button works only once React renders the component itself. */
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {`${label} ${count}`}
    </button>
  );
}


let cleanup: (() => void) | null = null;
afterEach(() => {
  cleanup?.();
  cleanup = null;
  router.asPath = '/x/a/';
});

/** The server's HTML of `<main><Island label=…/></main>`, hydrated in the browser by the client's island. */
async function hydrateServerMarkup(name: string, label: string) {
  const { load, call } = controlledLoader<ComponentType<{ label: string }>>();
  const ServerIsland = island({ name, load, server: Counter });
  const ClientIsland = island({ name, load, server: null });
  const host = document.createElement('div');
  host.innerHTML = renderToString(
    <main>
      <ServerIsland label={label} />
    </main>,
  );
  const serverHtml = host.innerHTML;
  document.body.append(host);
  const recoverable = vi.fn();
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  let root: Root | null = null;
  await act(async () => {
    root = hydrateRoot(
      host,
      <main>
        <ClientIsland label={label} />
      </main>,
      { onRecoverableError: recoverable },
    );
  });
  const rerender = (next: string) =>
    act(async () =>
      root?.render(
        <main>
          <ClientIsland label={next} />
        </main>,
      ),
    );
  cleanup = () => {
    act(() => root?.unmount());
    host.remove();
    errors.mockRestore();
  };
  return { host, serverHtml, load, call, recoverable, errors, rerender };
}

describe('island', () => {
  it('renders the component inside its wrapper on the server', () => {
    const Server = island({ name: 'counter', load: controlledLoader<ComponentType<{ label: string }>>().load, server: Counter });
    expect(renderToString(<Server label="Votes" />)).toBe('<div data-island="counter" class="docs-island"><button type="button">Votes 0</button></div>');
  });

  it('adopts the server markup during hydration, then renders the component once its code arrives', async () => {
    const { host, serverHtml, load, call, recoverable, errors } = await hydrateServerMarkup('adopt', 'Votes');
    expect(host.innerHTML).toBe(serverHtml);
    expect(load).toHaveBeenCalledTimes(1);
    const ready = whenInteractive();
    await act(async () => call(0).resolve(Counter));
    await act(async () => ready);
    expect(host.innerHTML).toBe(serverHtml);
    await act(async () => host.querySelector('button')?.click());
    expect(host.textContent).toBe('Votes 1');
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });

  it('the page is marked interactive only after the component has rendered', async () => {
    const { host, call } = await hydrateServerMarkup('interactive', 'Votes');
    let interactive = false;
    void whenInteractive().then(() => (interactive = true));
    await act(async () => undefined);
    expect(interactive).toBe(false);
    await act(async () => call(0).resolve(Counter));
    expect(interactive).toBe(true);
    await act(async () => host.querySelector('button')?.click());
    expect(host.textContent).toBe('Votes 1');
  });

  it('after a page change, shows nothing rather than the old page’s markup until its code arrives', async () => {
    const { host, call, rerender } = await hydrateServerMarkup('stale', 'Old page');
    router.asPath = '/x/b/';
    await rerender('New page');
    expect(host.querySelector('[data-island="stale"]')?.innerHTML).toBe('');
    await act(async () => call(0).resolve(Counter));
    expect(host.textContent).toBe('New page 0');
  });

  it('keeps the server markup when the code fails to load', async () => {
    const { host, serverHtml, call } = await hydrateServerMarkup('offline', 'Votes');
    await act(async () => call(0).reject(new Error('chunk failed')));
    expect(host.innerHTML).toBe(serverHtml);
    expect(await Promise.race([whenInteractive().then(() => 'settled'), new Promise((resolve) => setTimeout(resolve, 0, 'pending'))])).toBe('settled');
  });
});

describe('island focus', () => {
  it('an element focused in the adopted markup has focus again once the component renders', async () => {
    const { host, call } = await hydrateServerMarkup('focus', 'Votes');
    host.querySelector<HTMLButtonElement>('button')?.focus();
    const adoptedButton = document.activeElement;
    expect(adoptedButton?.textContent).toBe('Votes 0');
    await act(async () => call(0).resolve(Counter));
    expect(document.activeElement).not.toBe(adoptedButton);
    expect(document.activeElement).toBe(host.querySelector('button'));
    await act(async () => (document.activeElement as HTMLButtonElement).click());
    expect(host.textContent).toBe('Votes 1');
  });

  it('focus elsewhere on the page stays where it is', async () => {
    const { host, call } = await hydrateServerMarkup('elsewhere', 'Votes');
    const outside = document.createElement('input');
    document.body.append(outside);
    outside.focus();
    await act(async () => call(0).resolve(Counter));
    expect(document.activeElement).toBe(outside);
    outside.remove();
    expect(host.textContent).toBe('Votes 0');
  });
});
