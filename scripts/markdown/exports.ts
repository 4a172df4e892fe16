import type {} from 'mdast-util-mdxjs-esm';
import type { Program } from 'estree';
import { valueToEstree } from 'estree-util-value-to-estree';
import type { Root } from 'mdast';

/** Appends `export const <name> = <value>;` to a markdown module. */
export function exportConst(tree: Root, name: string, value: unknown): void {
  const program: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ExportNamedDeclaration',
        specifiers: [],
        attributes: [],
        declaration: {
          type: 'VariableDeclaration',
          kind: 'const',
          declarations: [
            {
              type: 'VariableDeclarator',
              id: { type: 'Identifier', name },
              init: valueToEstree(value),
            },
          ],
        },
      },
    ],
  };
  tree.children.push({ type: 'mdxjsEsm', value: '', data: { estree: program } });
}
