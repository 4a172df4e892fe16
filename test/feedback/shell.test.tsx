// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FEEDBACK_STORAGE_KEY } from '@/src/feedback/storage';

/**
 * The server-rendered shell of "Was this page helpful?", before its widget has arrived. Each
 * test starts from fresh modules, as a first page load does (the widget, once fetched, is
 * rendered at once by the pages that follow).
 */
const PAGE = '/x/react-data-grid/sorting/';

async function renderFreshShell() {
  vi.resetModules();
  const [{ PageFeedback }, { I18nProvider }] = await Promise.all([import('@/src/feedback/PageFeedback'), import('@/src/i18n/I18nProvider')]);
  return render(
    <I18nProvider language="en">
      <PageFeedback pathname="/x/react-data-grid/sorting" language="en" title="Data Grid - Sorting" endpoint="" />
    </I18nProvider>,
  );
}

const section = () => document.querySelector('[data-feedback]') as HTMLElement;
const ready = () => waitFor(() => expect(section().hasAttribute('data-ready')).toBe(true));
const yes = () => screen.getByRole('button', { name: 'Yes' });
const no = () => screen.getByRole('button', { name: 'No' });

describe('PageFeedback before its widget arrives', () => {
  const gtag = vi.fn();
  const feedbackEvents = () => gtag.mock.calls.filter((call) => call[0] === 'event' && call[1] === 'feedback');

  beforeEach(() => {
    window.localStorage.clear();
    gtag.mockReset();
    window.gtag = gtag;
  });
  afterEach(() => {
    cleanup();
  });

  it('shows the question, the two buttons and the hint; the widget then takes over', async () => {
    await renderFreshShell();
    expect(section().hasAttribute('data-ready')).toBe(false);
    expect(screen.getByRole('region', { name: 'Was this page helpful?' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Was this page helpful?' })).toBeTruthy();
    expect(yes().getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('Your answer helps us improve these pages.')).toBeTruthy();
    await ready();
    expect(screen.getByRole('status')).toBeTruthy();
    expect(yes().getAttribute('aria-pressed')).toBe('false');
  });

  it('a click before the widget arrives is cast when it does', async () => {
    await renderFreshShell();
    fireEvent.click(no());
    await waitFor(() => expect(no().getAttribute('aria-pressed')).toBe('true'));
    expect(section().hasAttribute('data-ready')).toBe(true);
    expect(feedbackEvents()).toEqual([['event', 'feedback', { page: PAGE, vote: 'no' }]]);
    await screen.findByRole('textbox', { name: 'Tell us more (optional)' });
  });

  it('an early click on a page voted on before is not a second vote', async () => {
    window.localStorage.setItem(FEEDBACK_STORAGE_KEY, JSON.stringify({ [PAGE]: 'yes' }));
    await renderFreshShell();
    expect(section().hasAttribute('data-ready')).toBe(false);
    fireEvent.click(no());
    await ready();
    expect(yes().getAttribute('aria-pressed')).toBe('true');
    expect(no().getAttribute('aria-pressed')).toBe('false');
    expect(feedbackEvents()).toEqual([]);
  });
});
