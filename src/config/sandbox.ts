/**
 * The generated StackBlitz / CodeSandbox projects (src/sandbox/) run on Vite. The site pins
 * `@vitejs/plugin-react` (6.3.0) but not Vite itself (Vitest brings it): this is the Vite that
 * plugin needs (^8), the one installed here, published on npm, for Node.js ^20.19 or >=22.12.
 * test/sandbox/ checks it against node_modules and package-lock.json.
 */
export const SANDBOX_VITE_VERSION = '8.3.8';

/** Where the services' documented APIs receive a project (a form POST in a new tab). */
export const CODESANDBOX_DEFINE_URL = 'https://codesandbox.io/api/v1/sandboxes/define';
