import { useEffect, useState, type ComponentType } from 'react';
import { loadOnce } from './loadOnce';
import { useHydrated } from './useHydrated';

/** A module whose default export is a component: what `import()` of a component file gives. */
export type ComponentModule<P> = { default: ComponentType<P> };

/** A clientOnly component, with a way to fetch its code ahead of its first render. */
export type ClientOnlyComponent<P> = ComponentType<P> & {
  /** Fetches the code now; a later mount renders it at once. Never rejects. */
  preload: () => Promise<void>;
};

/**
 * A component whose code is fetched in the browser, after the first render: nothing on the
 * server, nothing during hydration, then the real component once its chunk has arrived. It
 * replaces `next/dynamic` with `ssr: false`, whose runtime (Next.js's loadable registry) cost
 * every page's first load for what this does in a few lines.
 *
 * The module is fetched once and kept. A failed fetch (offline, a new deployment) renders
 * nothing and is forgotten, so the next mount tries again; next/dynamic threw it into the
 * nearest error boundary instead.
 */
export function clientOnly<P extends object>(load: () => Promise<ComponentModule<P>>): ClientOnlyComponent<P> {
  let loaded: ComponentType<P> | null = null;
  const fetchComponent = loadOnce(() => load().then((module) => (loaded = module.default)));

  function ClientOnly(props: P) {
    const hydrated = useHydrated();
    const [Component, setComponent] = useState<ComponentType<P> | null>(null);
    useEffect(() => {
      if (loaded) {
        return;
      }
      let live = true;
      fetchComponent().then(
        (component) => live && setComponent(() => component),
        () => undefined,
      );
      return () => {
        live = false;
      };
    }, []);
    // Never during hydration: the server rendered nothing here.
    const Shown = hydrated ? (Component ?? loaded) : null;
    return Shown ? <Shown {...props} /> : null;
  }
  return Object.assign(ClientOnly, {
    preload: () =>
      fetchComponent().then(
        () => undefined,
        () => undefined,
      ),
  });
}
