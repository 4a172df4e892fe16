import { useContext, useMemo } from 'react';
import { AdConfigContext } from './AdProvider';
import { DEFAULT_AD_CONFIG, type AdConfig } from './config';

/** The ad configuration: the deployment's defaults with the provider's overrides. */
export function useAdConfig(): AdConfig {
  const overrides = useContext(AdConfigContext);
  // One object per provider value: effects that depend on the configuration run once.
  const config = useMemo(() => (overrides ? { ...DEFAULT_AD_CONFIG, ...overrides } : null), [overrides]);
  if (!config) {
    throw new Error('Could not find docs ad config context value; please ensure the component is wrapped in a <AdProvider>');
  }
  return config;
}
