/**
 * Where Next.js keeps a statically exported page's data: `/x/sorting/` of build `abc` is
 * `/_next/data/abc/x/sorting.json` (with trailing slashes, the slash is not part of the name).
 * Null for URLs that are not internal page paths.
 */
export function pageDataUrl(href: string, buildId: string): string | null {
  if (!/^\/(?!\/)/.test(href)) return null;
  const path = href.replace(/[?#].*$/, '').replace(/\/+$/, '');
  if (path === '' || /\.[a-z0-9]+$/i.test(path)) return null;
  return `/_next/data/${encodeURIComponent(buildId)}${path}.json`;
}

/** Whether a click on this link is a plain one this site should handle itself. */
export function isPlainInternalClick(
  event: Pick<MouseEvent, 'defaultPrevented' | 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>,
  anchor: { href: string | null; target: string; download: boolean },
): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
    return false;
  }
  const { href } = anchor;
  return Boolean(href) && !anchor.target && !anchor.download && /^\/(?!\/)/.test(href ?? '') && !(href ?? '').startsWith('/_next/');
}
