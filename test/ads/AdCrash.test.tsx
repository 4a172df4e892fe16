// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AdProvider } from '@/src/ads/AdProvider';
import AdRuntime from '@/src/ads/AdRuntime';
import { I18nProvider } from '@/src/i18n/I18nProvider';

vi.mock('@/src/ads/AdDisplay', () => ({
  AdDisplay: () => {
    throw new Error('broken ad');
  },
}));

describe('an ad that throws', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
  });

  it('renders nothing, sends a crash event with its label, and leaves the page alone', () => {
    const gtag = vi.fn();
    window.gtag = gtag;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container, getByText } = render(
      <I18nProvider language="en">
        <p>Page text</p>
        <AdProvider config={{ scriptUrl: '', endpoint: '', random: () => 0.5 }}>
          <AdRuntime />
        </AdProvider>
      </I18nProvider>,
    );
    expect(getByText('Page text')).toBeTruthy();
    expect(container.querySelector('[data-ga-event-category="ad"]')?.innerHTML).toBe('');
    expect(gtag).toHaveBeenCalledWith('event', 'ad', { eventAction: 'crash', eventLabel: 'in-house-body-top-image' });
  });
});
