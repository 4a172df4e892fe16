/**
 * What the analytics tag learns of a search: one `search` event per dialog session that had a
 * query, when a result is opened or the dialog is closed. Query length and result count
 * always; the words themselves only when the browser sends neither GPC nor Do Not Track.
 */
import type { AnalyticsEvent } from '@/src/analytics/payloads';

export interface SearchSession {
  query: string;
  resultCount: number;
  /** Position (1-based) of the opened result; null when the dialog was closed without one. */
  openedPosition: number | null;
  /** The result's kind: a page, a heading or an API member. */
  openedKind?: 'page' | 'section' | 'member';
  /** Whether the browser asks not to be tracked (src/analytics/privacy.ts). */
  privacySignal: boolean;
}

export function searchEvent(session: SearchSession): AnalyticsEvent | null {
  const query = session.query.trim();
  if (query.length === 0) {
    return null;
  }
  const params: AnalyticsEvent['params'] = {
    query_length: query.length,
    result_count: session.resultCount,
    outcome: session.openedPosition === null ? 'close' : 'open',
  };
  if (session.openedPosition !== null) {
    params.position = session.openedPosition;
    params.result_kind = session.openedKind ?? 'page';
  }
  if (!session.privacySignal) {
    params.search_term = query;
  }
  return { name: 'search', params };
}
