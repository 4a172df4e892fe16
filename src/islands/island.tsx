/**
 * Islands: parts of a page that are server markup first and code later. The one mechanism of
 * the site for keeping a part of the page out of the browser's first JavaScript while it is on
 * screen from the first paint:
 *
 * 1. The server renders the island in full (it reads and links without JavaScript).
 * 2. Hydration adopts that markup as it is: React does not look inside it, the browser's first
 *    JavaScript does not carry its code.
 * 3. The island's code is fetched (once per island name) when its trigger fires, and React
 *    renders the component in place of the adopted markup, inside an error boundary.
 *
 * Two hosts share it. `island()` (this module) is an island the page's React tree renders: the
 * app bar's tools, the brand mark, the drawer's tree, the page actions, plan markers, feedback,
 * previous / next, the table of contents; their code loads right after hydration (the page's
 * interactive mark waits for them). `ContentIslands` (ContentIslands.tsx) are the islands the
 * content's markup places (`::demo`, `::theme-builder`, `::locale-demo`): their placeholders
 * carry what the server shows (a demo's source for readers without JavaScript), and their code
 * loads as they come near the screen. A component that wants to keep showing what the server
 * rendered after its code arrived (the drawer's tree, which is large and rarely changes) reads
 * that markup with `useAdoptedMarkup()` rather than from the document.
 *
 * The server's component reaches this module as `server`, null in the browser: the caller
 * writes `typeof window === 'undefined' ? await import('./Part') : null` at the top of its
 * module, a branch Next.js's compiler removes from the client build with the import.
 */
import { useRouter } from 'next/router';
import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { loadAfterHydration } from '@/src/loading/afterHydration';
import { loadOnce } from '@/src/loading/loadOnce';
import { useHydrated } from '@/src/loading/useHydrated';
import { islandClasses } from './classes';

/** The attribute naming an island's element (one in-tree island of each name per page). */
export const ISLAND_ATTRIBUTE = 'data-island';

const AdoptedMarkup = createContext<string | null>(null);

/**
 * The markup the server rendered for the island around this component, as hydration adopted
 * it; null when the island mounted later (a page reached without it) or in the server render.
 */
export function useAdoptedMarkup(): string | null {
  return useContext(AdoptedMarkup);
}

export interface IslandOptions<P> {
  /** The island's name, unique on a page (its element's `data-island`). */
  name: string;
  /** Fetches the component's code. */
  load: () => Promise<ComponentType<P>>;
  /** The component itself on the server, null in the browser. */
  server: NoInfer<ComponentType<P>> | null;
  /** The wrapper's element: a `span` where only phrasing content may stand. */
  wrapper?: 'div' | 'span';
}

/** An island the page's React tree renders (see the module's comment). */
export function island<P extends object>({ name, load, server, wrapper: Wrapper = 'div' }: IslandOptions<P>): ComponentType<P> {
  let loaded: ComponentType<P> | null = server;
  const fetchComponent = loadOnce(() => load().then((component) => (loaded = component)));
  const wrapper = { [ISLAND_ATTRIBUTE]: name, className: islandClasses.wrapper };

  function Island(props: P) {
    const hydrated = useHydrated();
    const route = useRouter().asPath;
    const [Component, setComponent] = useState<ComponentType<P> | null>(() => loaded);
    // Read in the hydration render only: a later mount has no server markup of its own.
    const [adopted] = useState(() =>
      hydrated || loaded ? null : { route, html: document.querySelector(`[${ISLAND_ATTRIBUTE}="${name}"]`)?.innerHTML ?? '' },
    );
    const rendered = useRef<(() => void) | null>(null);
    const root = useRef<HTMLElement | null>(null);
    const setRoot = useCallback((element: HTMLElement | null) => {
      root.current = element;
    }, []);
    // The element of the adopted markup that had focus when the code arrived (its position among
    // the island's elements): the swap replaces it with the same element of the component's
    // markup, which gets focus back unless the reader has moved on.
    const focused = useRef(-1);

    useLayoutEffect(() => {
      const target = root.current?.getElementsByTagName('*')[focused.current];
      focused.current = -1;
      if (target instanceof HTMLElement && document.activeElement === document.body) target.focus({ preventScroll: true });
    }, [Component]);

    useEffect(() => {
      if (Component) {
        // The interactive mark waits for this commit (see the load below).
        rendered.current?.();
        return undefined;
      }
      let live = true;
      void loadAfterHydration(
        () =>
          new Promise<void>((resolve) => {
            rendered.current = resolve;
            fetchComponent().then(
              (component) => {
                if (!live) return resolve();
                focused.current = root.current ? Array.prototype.indexOf.call(root.current.getElementsByTagName('*'), document.activeElement) : -1;
                setComponent(() => component);
              },
              () => resolve(),
            );
          }),
      );
      return () => {
        live = false;
        rendered.current?.();
      };
    }, [Component]);

    if (Component) {
      return (
        <Wrapper {...wrapper} ref={setRoot}>
          <AdoptedMarkup.Provider value={adopted?.route === route ? adopted.html : null}>
            <Component {...props} />
          </AdoptedMarkup.Provider>
        </Wrapper>
      );
    }
    // After a page change the adopted markup is stale: the island shows nothing until its code has
    // arrived (it is normally there long before).
    return adopted && adopted.route === route ? (
      <Wrapper {...wrapper} ref={setRoot} dangerouslySetInnerHTML={{ __html: adopted.html }} />
    ) : (
      <Wrapper {...wrapper} ref={setRoot} />
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
