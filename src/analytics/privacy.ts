interface PrivacySources {
  navigator: { globalPrivacyControl?: boolean; doNotTrack?: string | null };
  window?: { doNotTrack?: string | null };
}

/**
 * Whether the browser asks not to be tracked (Global Privacy Control or Do Not Track). When it
 * does, no event reaches the analytics tag and no ad pixel is requested.
 *
 * Self-contained on purpose: the inline analytics stub embeds this function's source.
 */
export function hasPrivacySignal(sources: PrivacySources): boolean {
  return (
    sources.navigator.globalPrivacyControl === true ||
    sources.navigator.doNotTrack === '1' ||
    (sources.window !== undefined && sources.window.doNotTrack === '1')
  );
}

/** The reader's own browser, in the browser (false on the server). */
export function browserHasPrivacySignal(): boolean {
  return typeof window !== 'undefined' && hasPrivacySignal({ navigator, window: window as { doNotTrack?: string | null } });
}
