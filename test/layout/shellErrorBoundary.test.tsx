// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '@/src/i18n/I18nProvider';
import { NavigationError } from '@/src/layout/NavigationError';
import { ShellErrorBoundary } from '@/src/layout/ShellErrorBoundary';
import en from '@/translations/translations.json';
import zh from '@/translations/translations-zh.json';

function Page({ fail }: { fail: boolean }) {
  if (fail) {
    throw new Error('meta is null');
  }
  return <h1>Sorting</h1>;
}

function Shell({ path, fail }: { path: string; fail: boolean }) {
  return (
    <I18nProvider language="en">
      <header>App bar</header>
      <main>
        <ShellErrorBoundary resetKey={path} fallback={<NavigationError href={path} />}>
          <Page fail={fail} />
        </ShellErrorBoundary>
      </main>
    </I18nProvider>
  );
}

describe('ShellErrorBoundary', () => {
  beforeEach(() => {
    // React's report of the expected error.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(cleanup);

  it('a page that throws while rendering: a message and a full load of the page, the app bar kept', () => {
    render(<Shell path="/x/react-data-grid/sorting/" fail />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(en['navError.title']);
    expect(alert.textContent).toContain(en['navError.description']);
    const open = screen.getByRole('link', { name: en['navError.open'] });
    expect(open.getAttribute('href')).toBe('/x/react-data-grid/sorting/');
    // A plain link: the site's navigator leaves it to the browser (a full load).
    expect(open.hasAttribute('data-full-load')).toBe(true);
    // Nothing to retry in the site: the same data would throw again.
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('App bar')).toBeTruthy();
  });

  it('in Chinese', () => {
    render(
      <I18nProvider language="zh" pack={{ dictionary: zh, navTitles: {} }}>
        <ShellErrorBoundary resetKey="/zh/x/introduction/" fallback={<NavigationError href="/zh/x/introduction/" />}>
          <Page fail />
        </ShellErrorBoundary>
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(zh['navError.title']);
    expect(screen.getByText(zh['navError.description'])).toBeTruthy();
  });

  it('moving to another page renders that page again', () => {
    const { rerender } = render(<Shell path="/x/a/" fail />);
    expect(screen.queryByRole('alert')).not.toBeNull();
    rerender(<Shell path="/x/b/" fail={false} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Sorting' })).toBeTruthy();
  });
});
