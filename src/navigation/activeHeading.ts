/**
 * Which heading the reader is on: the last one whose top has passed `offset` pixels from
 * the top of the viewport; null before the first. At the very bottom of the page the last
 * heading wins, since it may never reach the top.
 */
export function activeHeadingId(
  headings: readonly { id: string; top: number }[],
  offset: number,
  atBottom: boolean,
): string | null {
  if (headings.length === 0) {
    return null;
  }
  if (atBottom) {
    return headings[headings.length - 1]?.id ?? null;
  }
  let active: string | null = null;
  for (const heading of headings) {
    if (heading.top - offset > 1) {
      break;
    }
    active = heading.id;
  }
  return active;
}
