import { WEB_VITALS_SAMPLE_RATE } from '@/src/config/constants';

/** The session storage key remembering whether this session reports web vitals. */
export const VITALS_SESSION_KEY = 'docs-vitals-sampled';

type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Decides once per session whether it reports web vitals (about 1 in 10 000), and keeps the
 * answer for the session's later pages. Without storage the decision holds for this page.
 */
export function sessionReportsVitals(storage: SessionStore | null, random: () => number, rate = WEB_VITALS_SAMPLE_RATE): boolean {
  try {
    const stored = storage?.getItem(VITALS_SESSION_KEY);
    if (stored === '1' || stored === '0') {
      return stored === '1';
    }
  } catch {
    // Storage can be disabled; decide for this page only.
  }
  const sampled = random() < rate;
  try {
    storage?.setItem(VITALS_SESSION_KEY, sampled ? '1' : '0');
  } catch {
    // As above.
  }
  return sampled;
}
