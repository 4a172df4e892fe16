import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { createEmotionCache } from '@mui/material-nextjs/v16-pagesRouter';
import { useEffect, useState, type ReactNode } from 'react';
import { usePreferences } from '@/src/preferences/usePreferences';

const clientLtrCache = typeof window === 'undefined' ? null : createEmotionCache();

interface SiteCacheProviderProps {
  /** The server's cache (from _document), whose styles are extracted into <head>. */
  emotionCache?: EmotionCache;
  children: ReactNode;
}

/**
 * The emotion cache for the reader's direction. In right-to-left, styles go through a
 * separate cache with the rtl stylis plugin, fetched only for rtl readers. The shell uses
 * logical properties, so the first paint (the server's ltr CSS with `dir="rtl"` set before
 * paint) is already mirrored; the rtl cache mirrors what still uses physical properties,
 * Material UI components among them. Swapping the cache re-renders, never remounts.
 */
export function SiteCacheProvider({ emotionCache, children }: SiteCacheProviderProps) {
  const { direction } = usePreferences();
  const [rtlCache, setRtlCache] = useState<EmotionCache | null>(null);

  useEffect(() => {
    if (direction !== 'rtl' || rtlCache) {
      return;
    }
    let cancelled = false;
    void import('./rtlCache').then(({ createRtlCache }) => {
      if (!cancelled) {
        setRtlCache(createRtlCache());
      }
    });
    return () => {
      cancelled = true;
    };
  }, [direction, rtlCache]);

  const ltrCache = emotionCache ?? clientLtrCache ?? createEmotionCache();
  return <CacheProvider value={direction === 'rtl' && rtlCache ? rtlCache : ltrCache}>{children}</CacheProvider>;
}
