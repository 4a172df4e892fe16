/**
 * `::api-methods{interface="GridSortApi"}`: the methods of one Data Grid API interface (each
 * linking to its anchor on the GridApi page) and the selectors of the same feature, rendered
 * from the generated API data where the directive stands. An unknown interface or attribute
 * fails the build at the directive's line.
 */
import type { Root } from 'mdast';
import type { LeafDirective } from 'mdast-util-directive';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import type { Language } from '@/src/config/site';
import { apiMethodGroupNames, renderApiMethods } from './api/methodsDirective';

export const API_METHODS_DIRECTIVE = 'api-methods';

/** The element the directive becomes in the HTML tree, until each language renders it. */
export const API_METHODS_ELEMENT = 'x-api-methods';

/** Checks each `::api-methods` and turns it into an API_METHODS_ELEMENT naming its interface. */
export function markApiMethods(tree: Root, file: VFile): void {
  const known = new Set(apiMethodGroupNames());
  visit(tree, 'leafDirective', (node: LeafDirective) => {
    if (node.name !== API_METHODS_DIRECTIVE) {
      return;
    }
    const attributes = node.attributes ?? {};
    for (const key of Object.keys(attributes)) {
      if (key !== 'interface') {
        file.fail(`"::${API_METHODS_DIRECTIVE}" has no attribute "${key}" (it takes: interface).`, node);
      }
    }
    const name = attributes.interface ?? '';
    if (!known.has(name)) {
      file.fail(
        `"::${API_METHODS_DIRECTIVE}" needs interface="…" naming one of the Data Grid API interfaces (got "${name}"). Known: ${[...known].join(', ')}.`,
        node,
      );
    }
    node.data = { ...node.data, hName: API_METHODS_ELEMENT, hProperties: { interface: name }, hChildren: [] };
  });
}

interface ApiMethodsProps {
  interfaceName: string;
  /** The language of the text around it (the labels). */
  stringsLanguage: Language;
  /** The reader's language (the links). */
  linksLanguage: Language;
}

/** The directive as it shows in the page. */
export function ApiMethods({ interfaceName, stringsLanguage, linksLanguage }: ApiMethodsProps) {
  return (
    <div className="api api-methods" data-interface={interfaceName}>
      {renderApiMethods(interfaceName, stringsLanguage, linksLanguage)}
    </div>
  );
}
