// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { clientOnly, type ComponentModule } from '@/src/loading/clientOnly';
import { controlledLoader } from './controlledLoader';

/** A loader of the Greeting module that the test settles itself. */
const greetingLoader = () => controlledLoader<ComponentModule<{ name: string }>>();

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('clientOnly', () => {
  it('renders nothing on the server', () => {
    const Lazy = clientOnly(greetingLoader().load);
    expect(renderToString(<div id="slot"><Lazy name="server" /></div>)).toBe('<div id="slot"></div>');
  });

  it('renders nothing until the code arrives, then the component with its props', async () => {
    const { load, call } = greetingLoader();
    const Lazy = clientOnly(load);
    const { container } = render(<Lazy name="reader" />);
    expect(container.innerHTML).toBe('');
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => call(0).resolve({ default: Greeting }));
    expect(container.textContent).toBe('Hello reader');
  });

  it.each([
    ['still on its way', false],
    ['already loaded by an earlier mount', true],
  ])('hydrates the server’s empty markup without a mismatch when the code is %s', async (_, preloaded) => {
    const { load, call } = greetingLoader();
    const Lazy = clientOnly(load);
    if (preloaded) {
      const earlier = render(<Lazy name="earlier" />);
      await act(async () => call(0).resolve({ default: Greeting }));
      earlier.unmount();
    }
    const host = document.createElement('div');
    host.innerHTML = renderToString(<section><Lazy name="page" /></section>);
    document.body.append(host);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable = vi.fn();
    let hydratedMarkup = '';
    await act(async () => {
      hydrateRoot(host, <section><Lazy name="page" /></section>, { onRecoverableError: recoverable });
      hydratedMarkup = host.innerHTML;
    });
    expect(hydratedMarkup).toBe('<section></section>');
    if (!preloaded) {
      await act(async () => call(0).resolve({ default: Greeting }));
    }
    expect(host.textContent).toBe('Hello page');
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    host.remove();
  });

  it('fetches the code once: a later mount renders it in its first render', async () => {
    const { load, call } = greetingLoader();
    const Lazy = clientOnly(load);
    const first = render(<Lazy name="one" />);
    await act(async () => call(0).resolve({ default: Greeting }));
    first.unmount();
    const second = render(<Lazy name="two" />);
    expect(second.container.textContent).toBe('Hello two');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders nothing when the code fails to load, and tries again on the next mount', async () => {
    const { load, call } = greetingLoader();
    const Lazy = clientOnly(load);
    const first = render(<Lazy name="offline" />);
    await act(async () => call(0).reject(new Error('chunk failed')));
    expect(first.container.innerHTML).toBe('');
    first.unmount();
    const second = render(<Lazy name="online" />);
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => call(1).resolve({ default: Greeting }));
    expect(second.container.textContent).toBe('Hello online');
  });
});
