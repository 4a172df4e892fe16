import { useRouter } from 'next/router';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { layoutClasses } from '@/src/layout/classes';
import { loadAfterHydration } from './afterHydration';
import { loadOnce } from './loadOnce';
import { useHydrated } from './useHydrated';

/**
 * The attribute that names an island's wrapper (one island of each name per page). The
 * content's demos are another kind of island, with their own `data-island`.
 */
export const ISLAND_ATTRIBUTE = 'data-page-part';

/**
 * A part of the page the server renders in full while the browser's first JavaScript does not
 * carry its code. During hydration the browser adopts the server's markup as it is (React does
 * not look inside it); right after hydration the code arrives (`loadAfterHydration`, so the
 * page's interactive mark waits for it) and React renders the component in its place, with the
 * same markup. Until then the markup reads and links as usual; its buttons wait for the code.
 * An element that had focus in the adopted markup has it again in the component's.
 *
 * `server` is the component itself on the server and null in the browser: the caller writes it
 * as a `require()` in a `typeof window === 'undefined'` branch, which Next.js's compiler
 * removes from the client build. After a page change the adopted markup is stale: the island
 * then shows nothing until its code has arrived (it is normally there long before).
 */
export function island<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
  server: ComponentType<P> | null,
  /** The wrapper's element: a `span` where only phrasing content may stand. */
  Wrapper: 'div' | 'span' = 'div',
): ComponentType<P> {
  let loaded: ComponentType<P> | null = server;
  const fetchComponent = loadOnce(() => load().then((component) => (loaded = component)));
  const wrapper = { [ISLAND_ATTRIBUTE]: name, className: layoutClasses.island };

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
          <Component {...props} />
        </Wrapper>
      );
    }
    return adopted && adopted.route === route ? (
      <Wrapper {...wrapper} ref={setRoot} dangerouslySetInnerHTML={{ __html: adopted.html }} />
    ) : (
      <Wrapper {...wrapper} ref={setRoot} />
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
