import { useEffect } from 'react';
import { useTranslate } from '@/src/i18n/I18nProvider';
import { loadAfterHydration } from '@/src/loading/afterHydration';

/**
 * The page's copy buttons (src/code/copyListeners.ts). Their listeners load after hydration,
 * outside the first JavaScript; until then a button does nothing, which the page's interactive
 * mark (src/loading/afterHydration.ts) accounts for.
 */
export function useCodeCopy(): void {
  const t = useTranslate();
  const copy = t('copy');
  const copied = t('copied');
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    loadAfterHydration(() => import('./copyListeners')).then(
      ({ listenForCopy }) => {
        if (!cancelled) stop = listenForCopy({ copy, copied });
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [copy, copied]);
}
