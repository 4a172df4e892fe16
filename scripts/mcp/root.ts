/** Which checkout's built docs the server serves. */
import path from 'node:path';
import { DOCS_ROOT_ENV } from './config';

/** The checkout this file is in. */
export const CHECKOUT = path.resolve(import.meta.dirname, '..', '..');

/** The checkout to serve: `--root <dir>`, else MUI_X_DOCS_ROOT, else this one. */
export function docsRoot(argv: readonly string[], env: NodeJS.ProcessEnv): string {
  const flag = argv.indexOf('--root');
  const given = (flag >= 0 ? argv[flag + 1] : undefined) ?? env[DOCS_ROOT_ENV];
  return given ? path.resolve(given) : CHECKOUT;
}
