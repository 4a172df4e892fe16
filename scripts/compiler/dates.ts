/**
 * When each page last changed, from git: the newest commit touching any of its files. A file
 * changed in the working tree but not committed changed now (its modification time). Without
 * history (no repository, or a shallow clone, whose one commit touches every file) dates are
 * unknown: null, and pages do not show one.
 */
import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';

/** Runs git in `root`; null when git or the repository is missing. */
function git(root: string, args: readonly string[]): string | null {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return null;
  }
}

/**
 * The date of the last commit of each file under `folder` (root-relative paths), newest first:
 * one `git log` for the whole folder. Null when history is missing or shallow.
 */
export function lastCommitDates(root: string, folder = 'data'): Map<string, string> | null {
  if (git(root, ['rev-parse', '--is-shallow-repository'])?.trim() !== 'false') {
    return null;
  }
  const log = git(root, ['log', '--format=%x00%cI', '--name-only', '--no-renames', '--', folder]);
  if (log === null) {
    return null;
  }
  const dates = new Map<string, string>();
  for (const commit of log.split('\0').slice(1)) {
    const [date = '', ...files] = commit.split('\n').filter(Boolean);
    for (const file of files) {
      if (!dates.has(file)) {
        dates.set(file, date);
      }
    }
  }
  // Files changed since the last commit (or never committed) changed when they were saved.
  const status = git(root, ['status', '--porcelain', '--untracked-files=all', '--', folder]) ?? '';
  for (const line of status.split('\n').filter(Boolean)) {
    const file = line.slice(3).replace(/^.* -> /, '');
    try {
      dates.set(file, statSync(path.join(root, file)).mtime.toISOString());
    } catch {
      // Deleted: it no longer dates any page.
    }
  }
  return dates;
}

/** The newest of the files' dates (ISO strings compare in time order once normalised), or null. */
export function newestDate(dates: ReadonlyMap<string, string> | null, files: readonly string[]): string | null {
  if (!dates) {
    return null;
  }
  let newest: string | null = null;
  for (const file of files) {
    const date = dates.get(file);
    if (date && (newest === null || Date.parse(date) > Date.parse(newest))) {
      newest = new Date(Date.parse(date)).toISOString();
    }
  }
  return newest;
}
