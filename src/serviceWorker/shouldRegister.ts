export interface RegistrationContext {
  /** True in a production build (`next build`), false under `next dev`. */
  productionBuild: boolean;
  /** Whether the browser has `navigator.serviceWorker` (absent on insecure origins, some private modes). */
  supported: boolean;
  /** The host (and port) the page is served from: `location.host`. */
  host: string;
  /** The production docs host, PRODUCTION_HOST in src/config/site.ts. */
  productionHost: string;
}

/**
 * The worker is registered only by a production build served from the production docs host:
 * never on localhost, previews or other hosts, where a cached shell would outlive the deploy.
 */
export function shouldRegister({ productionBuild, supported, host, productionHost }: RegistrationContext): boolean {
  const wanted = productionHost.trim().toLowerCase();
  return productionBuild && supported && wanted !== '' && host.toLowerCase() === wanted;
}
