// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '@/src/i18n/I18nProvider';
import { PageRenderError, ShellErrorBoundary } from '@/src/layout/ShellErrorBoundary';
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
        <ShellErrorBoundary resetKey={path} fallback={<PageRenderError href={path} />}>
          <Page fail={fail} />
        </ShellErrorBoundary>
      </main>
    </I18nProvider>
  );
}

describe('ShellErrorBoundary', () => {
  beforeEach(() => {
    // React's and the boundary's reports of the expected error.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(cleanup);

  it('a page that throws while rendering: a message and a reload link, the app bar kept', () => {
    render(<Shell path="/x/react-data-grid/sorting/" fail />);
    expect(screen.getByRole('alert').textContent).toContain('This page could not be displayed');
    const reload = screen.getByRole('link', { name: 'Reload the page' });
    expect(reload.getAttribute('href')).toBe('/x/react-data-grid/sorting/');
    // A plain link: the site's navigator leaves it to the browser (a full load).
    expect(reload.hasAttribute('data-full-load')).toBe(true);
    expect(screen.getByText('App bar')).toBeTruthy();
  });

  it('in Chinese', () => {
    render(
      <I18nProvider language="zh" pack={{ dictionary: zh, navTitles: {} }}>
        <ShellErrorBoundary resetKey="/zh/x/introduction/" fallback={<PageRenderError href="/zh/x/introduction/" />}>
          <Page fail />
        </ShellErrorBoundary>
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(zh['shellError.title']);
    expect(screen.getByRole('link').textContent).toBe(zh['shellError.reload']);
  });

  it('moving to another page renders that page again', () => {
    const { rerender } = render(<Shell path="/x/a/" fail />);
    expect(screen.queryByRole('alert')).not.toBeNull();
    rerender(<Shell path="/x/b/" fail={false} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Sorting' })).toBeTruthy();
  });
});
