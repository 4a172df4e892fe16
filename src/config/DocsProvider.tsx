import { createContext, useContext, type ReactNode } from 'react';
import { GA_MEASUREMENT_ID, LANGUAGES, type Language } from './site';

/** The deployment's settings, as components read them (tests can provide their own). */
export interface DocsConfig {
  languages: readonly Language[];
  gaMeasurementId: string;
}

export const DEFAULT_DOCS_CONFIG: DocsConfig = {
  languages: LANGUAGES,
  gaMeasurementId: GA_MEASUREMENT_ID,
};

const DocsConfigContext = createContext<DocsConfig | null>(null);

export function DocsProvider({ config = DEFAULT_DOCS_CONFIG, children }: { config?: DocsConfig; children: ReactNode }) {
  return <DocsConfigContext.Provider value={config}>{children}</DocsConfigContext.Provider>;
}

export function useDocsConfig(): DocsConfig {
  const config = useContext(DocsConfigContext);
  if (!config) {
    throw new Error('Could not find docs config context value; please ensure the component is wrapped in a <DocsProvider>');
  }
  return config;
}
