import { SiteCacheProvider } from '@/src/theme/SiteCacheProvider';
import type { IslandComponent, IslandProps } from './definitions';

/**
 * An island inside emotion's cache for the reader's direction: islands (demos, the theme
 * builder) are what brings emotion to a page, loaded with them; the shell has none.
 */
export function inSiteCache(Island: IslandComponent): IslandComponent {
  function IslandInSiteCache(props: IslandProps) {
    return (
      <SiteCacheProvider>
        <Island {...props} />
      </SiteCacheProvider>
    );
  }
  IslandInSiteCache.displayName = `InSiteCache(${Island.displayName ?? Island.name})`;
  return IslandInSiteCache;
}
