import type { Page } from '@playwright/test';

/** gtag's queue as plain arrays (each entry is the `arguments` of one gtag call). */
export async function dataLayer(page: Page): Promise<unknown[][]> {
  return page.evaluate(() => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)));
}

/** The parameters of every `gtag('event', name, params)` call so far. */
export async function eventsNamed(page: Page, name: string): Promise<Record<string, unknown>[]> {
  const entries = await dataLayer(page);
  return entries.filter((entry) => entry[0] === 'event' && entry[1] === name).map((entry) => entry[2] as Record<string, unknown>);
}
