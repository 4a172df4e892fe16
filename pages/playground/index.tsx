import type { EmotionCache } from '@emotion/cache';
import Head from 'next/head';
import { useState } from 'react';
import { SiteCacheProvider } from '@/src/theme/SiteCacheProvider';

/**
 * A scratch page for trying a component in isolation, outside the site's theme and shell.
 * Edit freely while developing; keep it building. It is not linked from the navigation.
 * Material UI components work here: the page has emotion's cache (the docs shell has none).
 */
export default function Playground({ emotionCache }: { emotionCache?: EmotionCache }) {
  const [count, setCount] = useState(0);
  return (
    <SiteCacheProvider emotionCache={emotionCache}>
      <main style={{ padding: 24, fontFamily: 'system-ui, sans-serif' }}>
        <Head>
          <title>Playground - MUI X</title>
          <meta name="robots" content="noindex" />
        </Head>
        <h1>Playground</h1>
        <p>Render the component you are working on here. This page uses no site theme or layout.</p>
        <button type="button" onClick={() => setCount((value) => value + 1)}>
          Clicked {count} times
        </button>
      </main>
    </SiteCacheProvider>
  );
}
