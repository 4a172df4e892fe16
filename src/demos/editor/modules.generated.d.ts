// The type of the generated modules.generated.js (written by `npm run api` and `npm run routes`
// from scripts/content/routes.ts, not committed). This declaration is written by hand.

/** Every module a demo imports, to a loader of it: only what an edited demo imports is loaded. */
export const EDITOR_MODULES: Readonly<Record<string, () => Promise<unknown>>>;
