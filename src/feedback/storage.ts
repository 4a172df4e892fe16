/**
 * One vote per page per reader: the votes live in localStorage as one JSON object keyed by
 * the page's pathname. Storage that throws, or holds anything but such an object, reads as
 * "not voted"; entries that are not votes are dropped on the next write.
 */
import { readStorage, writeStorage } from '@/src/preferences/storage';
import { isVote, type Vote } from './vote';

export const FEEDBACK_STORAGE_KEY = 'feedbackVotes';

function readVotes(): Record<string, Vote> {
  const raw = readStorage(FEEDBACK_STORAGE_KEY);
  if (!raw) {
    return {};
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return {};
  }
  const votes: Record<string, Vote> = {};
  for (const [page, vote] of Object.entries(parsed)) {
    if (isVote(vote)) {
      votes[page] = vote;
    }
  }
  return votes;
}

export function readVote(page: string): Vote | null {
  const votes = readVotes();
  return Object.hasOwn(votes, page) ? (votes[page] ?? null) : null;
}

export function rememberVote(page: string, vote: Vote): void {
  writeStorage(FEEDBACK_STORAGE_KEY, JSON.stringify({ ...readVotes(), [page]: vote }));
}
