import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_AD_CONFIG, type AdConfig } from './config';

const AdConfigContext = createContext<AdConfig | null>(null);

/** Holds the ad configuration; pass a partial config to override the deployment's. */
export function AdProvider({ config, children }: { config?: Partial<AdConfig>; children: ReactNode }) {
  return <AdConfigContext.Provider value={{ ...DEFAULT_AD_CONFIG, ...config }}>{children}</AdConfigContext.Provider>;
}

export function useAdConfig(): AdConfig {
  const config = useContext(AdConfigContext);
  if (!config) {
    throw new Error('Could not find docs ad config context value; please ensure the component is wrapped in a <AdProvider>');
  }
  return config;
}
