import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { createEmotionCache } from '@mui/material-nextjs/v16-pagesRouter';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { usePreferences } from '@/src/preferences/usePreferences';

const clientLtrCache = typeof window === 'undefined' ? null : createEmotionCache();

/** The rtl cache, created once for the whole page (every provider shares it). */
let rtlCache: EmotionCache | null = null;
let rtlCacheLoad: Promise<EmotionCache> | null = null;
function loadRtlCache(): Promise<EmotionCache> {
  rtlCacheLoad ??= import('./rtlCache').then(({ createRtlCache }) => (rtlCache = createRtlCache()));
  return rtlCacheLoad;
}

/** Set under a provider: a nested one (a menu inside the theme builder) adds nothing. */
const InsideSiteCache = createContext(false);

interface SiteCacheProviderProps {
  /** The server's cache (from _document), whose styles are extracted into <head>. */
  emotionCache?: EmotionCache;
  children: ReactNode;
}

/**
 * The emotion cache for the reader's direction, around what uses emotion: Material UI and
 * the parts of the site that load on demand (demos, menus, drawers, dialogs). The shell
 * itself is styled by static CSS (src/layout/build/shellStyles.ts) and needs no cache, so emotion
 * is not part of a page's first JavaScript. In right-to-left, styles go through a separate
 * cache with the rtl stylis plugin, fetched only for rtl readers and shared by every provider.
 * Swapping the cache re-renders, never remounts.
 */
export function SiteCacheProvider({ emotionCache, children }: SiteCacheProviderProps) {
  const nested = useContext(InsideSiteCache);
  const { direction } = usePreferences();
  const [rtl, setRtl] = useState<EmotionCache | null>(rtlCache);

  useEffect(() => {
    if (nested || direction !== 'rtl' || rtl) {
      return;
    }
    let cancelled = false;
    void loadRtlCache().then((cache) => {
      if (!cancelled) {
        setRtl(cache);
      }
    });
    return () => {
      cancelled = true;
    };
  }, [nested, direction, rtl]);

  if (nested) {
    return children;
  }
  const ltrCache = emotionCache ?? clientLtrCache ?? createEmotionCache();
  return (
    <InsideSiteCache.Provider value>
      <CacheProvider value={direction === 'rtl' && rtl ? rtl : ltrCache}>{children}</CacheProvider>
    </InsideSiteCache.Provider>
  );
}
