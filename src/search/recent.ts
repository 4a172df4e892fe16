/**
 * Recent searches on this device: the queries that led the reader to open a result, newest
 * first. Storage that throws, or holds something else, reads as none.
 */
import { SEARCH } from '@/src/config/constants';
import { readStorage, writeStorage } from '@/src/preferences/storage';
import { RECENT_SEARCHES_KEY } from './config';
import { capQuery } from './query';

export function parseRecent(stored: string | null): string[] {
  if (!stored) {
    return [];
  }
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value)
      ? value
          .filter((item): item is string => typeof item === 'string' && item.trim().length > 0)
          .slice(0, SEARCH.maxRecent)
          .map(capQuery)
      : [];
  } catch {
    return [];
  }
}

export function readRecent(): string[] {
  return parseRecent(readStorage(RECENT_SEARCHES_KEY));
}

/** Adds a query (once, case-insensitively, at the top) and returns the new list. */
export function addRecent(query: string): string[] {
  const trimmed = query.trim();
  if (!trimmed) {
    return readRecent();
  }
  const next = [trimmed, ...readRecent().filter((item) => item.toLowerCase() !== trimmed.toLowerCase())].slice(
    0,
    SEARCH.maxRecent,
  );
  writeStorage(RECENT_SEARCHES_KEY, JSON.stringify(next));
  return next;
}

export function clearRecent(): void {
  writeStorage(RECENT_SEARCHES_KEY, null);
}
