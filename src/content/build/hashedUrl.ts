import { createHash } from 'node:crypto';

/**
 * Build time: the URL of a static file named by a hash of what it holds, `<dir>/<hash>.<ext>`:
 * a change gives a new URL, so the file is cached for good (`/_next/static/` is immutable) and a
 * deploy can carry the previous build's files beside the new ones. For the demos' versions, the
 * rests of long bodies and the site's style sheet.
 */
export function hashedUrl(dir: string, text: string, extension: string): string {
  return `${dir}/${createHash('sha256').update(text).digest('hex').slice(0, 20)}.${extension}`;
}
