import type { Program } from 'estree';
import { valueToEstree } from 'estree-util-value-to-estree';
import type { Root } from 'mdast';
import type { LeafDirective } from 'mdast-util-directive';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import type { Language } from '@/src/config/site';
import { apiMethodGroupNames, renderApiMethodsHtml } from '@/src/content/build/api/methodsDirective';

export const API_METHODS_DIRECTIVE = 'api-methods';

/**
 * `::api-methods{interface="GridSortApi"}` becomes the methods of that Data Grid API interface
 * (with links to the GridApi page) and its selectors, rendered now from the generated API data.
 * An unknown interface or attribute fails the build at the directive's line.
 */
export function transformApiMethods(tree: Root, file: VFile, language: Language): void {
  visit(tree, 'leafDirective', (node: LeafDirective, index, parent) => {
    if (node.name !== API_METHODS_DIRECTIVE || !parent || index === undefined) {
      return;
    }
    const attributes = node.attributes ?? {};
    for (const key of Object.keys(attributes)) {
      if (key !== 'interface') {
        file.fail(`"::${API_METHODS_DIRECTIVE}" has no attribute "${key}" (it takes: interface).`, node);
      }
    }
    const name = attributes.interface ?? '';
    const html = name ? renderApiMethodsHtml(name, language) : undefined;
    if (html === undefined) {
      file.fail(
        `"::${API_METHODS_DIRECTIVE}" needs interface="…" naming one of the Data Grid API interfaces (got "${name}"). Known: ${apiMethodGroupNames().join(', ')}.`,
        node,
      );
    }
    const expression: Program = {
      type: 'Program',
      sourceType: 'module',
      body: [{ type: 'ExpressionStatement', expression: valueToEstree({ __html: html }) }],
    };
    // An MDX JSX element (the MDX compiler passes it through in markdown files too):
    // <div className="api api-methods" dangerouslySetInnerHTML={{ __html }} />.
    const element = {
      type: 'mdxJsxFlowElement',
      name: 'div',
      attributes: [
        { type: 'mdxJsxAttribute', name: 'className', value: 'api api-methods' },
        { type: 'mdxJsxAttribute', name: 'data-interface', value: name },
        {
          type: 'mdxJsxAttribute',
          name: 'dangerouslySetInnerHTML',
          value: { type: 'mdxJsxAttributeValueExpression', value: '', data: { estree: expression } },
        },
      ],
      children: [],
    };
    parent.children.splice(index, 1, element as never);
  });
}
