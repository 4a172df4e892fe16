/**
 * The second export the browser tests use: the same site built with every deployment option
 * set (production host, ad network, inline ad endpoint, analytics tag, feedback endpoint),
 * served on its own port. The default export (`out/`) has none of them, as on a fresh clone.
 *
 * Third-party hosts use the reserved `.invalid` top-level domain: the tests answer them with
 * routes, and nothing could reach a real host by accident.
 */
export const DEFAULT_PORT = Number(process.env.E2E_PORT ?? 4350);
export const CONFIGURED_PORT = Number(process.env.E2E_CONFIGURED_PORT ?? DEFAULT_PORT + 1);
export const CONFIGURED_OUT_DIR = 'out-configured';

export const CONFIGURED_ENV = {
  NEXT_PUBLIC_PRODUCTION_HOST: `127.0.0.1:${CONFIGURED_PORT}`,
  NEXT_PUBLIC_AD_SCRIPT_URL: 'https://ads.e2e.invalid/network.js',
  NEXT_PUBLIC_AD_ENDPOINT: 'https://ads.e2e.invalid/inline.json',
  NEXT_PUBLIC_GA_MEASUREMENT_ID: 'G-E2ETEST000',
  NEXT_PUBLIC_EDIT_URL_BASE: 'https://git.e2e.invalid/mui-x-docs/edit/main',
  NEXT_PUBLIC_FEEDBACK_URL: 'https://feedback.e2e.invalid/submit',
} as const;
