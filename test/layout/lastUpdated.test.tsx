// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '@/src/i18n/I18nProvider';
import { lastUpdatedDay } from '@/src/i18n/dates';
import { LastUpdated } from '@/src/layout/LastUpdated';
import zh from '@/translations/translations-zh.json';
import zhNav from '@/translations/nav-zh.json';

afterEach(cleanup);

describe('LastUpdated', () => {
  it('says when the page last changed, as a machine-readable <time>', () => {
    const { container } = render(
      <I18nProvider language="en">
        <LastUpdated date={lastUpdatedDay('2026-11-27T18:56:18.000Z', 'en')} />
      </I18nProvider>,
    );
    expect(container.textContent).toBe('Last updated on November 27, 2026');
    expect(container.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-27');
  });

  it('writes the date as a Chinese reader does', () => {
    const { container } = render(
      <I18nProvider language="zh" pack={{ dictionary: zh, navTitles: zhNav }}>
        <LastUpdated date={lastUpdatedDay('2026-11-27T18:56:18.000Z', 'zh')} />
      </I18nProvider>,
    );
    expect(container.textContent).toBe('最后更新于 2026年11月27日');
  });

  it.each([null, 'yesterday'])('shows nothing when the date is %j', (date) => {
    const { container } = render(
      <I18nProvider language="en">
        <LastUpdated date={lastUpdatedDay(date, 'en')} />
      </I18nProvider>,
    );
    expect(container.innerHTML).toBe('');
  });
});
