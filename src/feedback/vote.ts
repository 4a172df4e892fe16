/**
 * The vote itself and its analytics event: the part of page feedback every page loads (the
 * rest, in client.ts and CommentForm.tsx, is fetched when the reader votes).
 */
import type { AnalyticsEvent } from '@/src/analytics/payloads';

export type Vote = 'yes' | 'no';

export function isVote(value: unknown): value is Vote {
  return value === 'yes' || value === 'no';
}

/** The analytics event of a vote: the page and the vote, nothing the reader typed. */
export function feedbackEvent(page: string, vote: Vote): AnalyticsEvent {
  return { name: 'feedback', params: { page, vote } };
}
