/**
 * The project's folders depend one way: each capability folder of `src/` and of `scripts/` may
 * import only the folders listed before it (and itself). The ESLint rule below enforces it for
 * every import, export-from, dynamic import and require whose path names a project file (the
 * `@/` alias or a relative path); the README's architecture map shows the same order.
 */
import path from 'node:path';

/** `src/`, lowest first: shared configuration at the bottom, the page shell at the top. */
export const SRC_LAYERS = [
  'config',
  'i18n',
  'preferences',
  'theme',
  'ui',
  'loading',
  'islands',
  'code',
  'sandbox',
  'twins',
  'themeBuilder',
  'demos',
  'content',
  'navigation',
  'analytics',
  'ads',
  'feedback',
  'search',
  'serviceWorker',
  'layout',
];

/** `scripts/`, lowest first: content paths, the API data, the compiler, the checks, the build steps. */
export const SCRIPTS_LAYERS = ['content', 'compiler', 'api', 'deploy', 'browser', 'checks', 'demos', 'search', 'twins', 'seo', 'serviceWorker', 'build', 'mcp', 'bench', 'lint'];

const ORDERS = { src: SRC_LAYERS, scripts: SCRIPTS_LAYERS };

/** `src/theme/tokens.ts` → `{ root: 'src', folder: 'theme' }`; files directly in src/ or scripts/ have no folder. */
function placeOf(file, root) {
  const [top, folder, ...rest] = path.relative(root, file).split(path.sep);
  return (top === 'src' || top === 'scripts') && rest.length > 0 ? { root: top, folder } : null;
}

/** @type {import('eslint').Rule.RuleModule} */
const layerOrder = {
  meta: {
    type: 'problem',
    docs: { description: 'A capability folder imports only the folders below it (scripts/lint/layers.mjs).' },
    schema: [],
  },
  create(context) {
    const root = context.cwd;
    const from = placeOf(context.filename, root);
    if (!from) {
      return {};
    }
    const order = ORDERS[from.root];
    const own = order.indexOf(from.folder);
    const check = (node, specifier) => {
      if (typeof specifier !== 'string') {
        return;
      }
      let target;
      if (specifier.startsWith('@/')) {
        target = path.join(root, specifier.slice(2));
      } else if (specifier.startsWith('.')) {
        target = path.resolve(path.dirname(context.filename), specifier);
      } else {
        return;
      }
      const to = placeOf(target, root);
      if (!to || to.root !== from.root || to.folder === from.folder) {
        return;
      }
      const index = order.indexOf(to.folder);
      if (own === -1 || index === -1) {
        context.report({
          node,
          message: `${from.root}/${own === -1 ? from.folder : to.folder} has no place in the layer order of scripts/lint/layers.mjs: add it there.`,
        });
      } else if (index > own) {
        context.report({
          node,
          message: `${from.root}/${from.folder} may not import ${from.root}/${to.folder}, which sits above it (scripts/lint/layers.mjs): move what both need down, or pass it in from above.`,
        });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
      CallExpression: (node) =>
        node.callee.type === 'Identifier' && node.callee.name === 'require' && node.arguments[0]?.type === 'Literal' && check(node, node.arguments[0].value),
    };
  },
};

export const layersPlugin = { rules: { order: layerOrder } };
