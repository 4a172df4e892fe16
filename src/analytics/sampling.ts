import { WEB_VITALS_SAMPLE_RATE } from '@/src/config/constants';
import { sessionDecision, type SessionStore } from '@/src/preferences/sessionDecision';

/** The session storage key remembering whether this session reports web vitals. */
export const VITALS_SESSION_KEY = 'docs-vitals-sampled';

/**
 * Decides once per session whether it reports web vitals (about 1 in 10 000), and keeps the
 * answer for the session's later pages.
 */
export function sessionReportsVitals(storage: SessionStore | null, random: () => number, rate = WEB_VITALS_SAMPLE_RATE): boolean {
  return sessionDecision(storage, VITALS_SESSION_KEY, ['1', '0'], () => (random() < rate ? '1' : '0')) === '1';
}
