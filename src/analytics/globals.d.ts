export {};

declare global {
  interface Window {
    /** GA4's queue: every `gtag(...)` call lands here, whether or not the tag script loaded. */
    dataLayer: unknown[];
    gtag: (...args: unknown[]) => void;
  }
  interface Navigator {
    /** Global Privacy Control (not yet in TypeScript's DOM types). */
    readonly globalPrivacyControl?: boolean;
  }
}
