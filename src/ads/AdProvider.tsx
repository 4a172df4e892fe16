import { createContext, type ReactNode } from 'react';
import type { AdConfig } from './config';

/**
 * The deployment's overrides of the ad configuration; null outside a provider. The defaults
 * are merged in by useAdConfig (./useAdConfig.ts), which only the ad runtime loads, so the
 * configuration is not part of a page's first JavaScript.
 */
export const AdConfigContext = createContext<Partial<AdConfig> | null>(null);

const EMPTY: Partial<AdConfig> = {};

/** Holds the ad configuration; pass a partial config to override the deployment's. */
export function AdProvider({ config, children }: { config?: Partial<AdConfig>; children: ReactNode }) {
  return <AdConfigContext.Provider value={config ?? EMPTY}>{children}</AdConfigContext.Provider>;
}
