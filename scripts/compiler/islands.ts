import type { Root } from 'mdast';
import type { LeafDirective } from 'mdast-util-directive';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { ISLANDS, isIslandName, type RecordIsland } from '@/src/islands/definitions';

/**
 * `::name{attribute="value"}` for a registered island becomes an empty placeholder (its
 * height is reserved by the content styles, see MarkdownBody); the list of islands is
 * returned for the page module to export.
 * Unknown attributes are build errors.
 */
export interface IslandNode {
  instance: RecordIsland;
  node: LeafDirective;
}

export function transformIslands(tree: Root, file: VFile): IslandNode[] {
  const islands: IslandNode[] = [];
  visit(tree, 'leafDirective', (node: LeafDirective) => {
    if (!isIslandName(node.name)) {
      return;
    }
    const definition = ISLANDS[node.name];
    const props: Record<string, string> = {};
    for (const [key, value] of Object.entries(node.attributes ?? {})) {
      if (!(definition.attributes as readonly string[]).includes(key)) {
        file.fail(
          `"::${node.name}" has no attribute "${key}"${definition.attributes.length ? ` (it takes: ${definition.attributes.join(', ')})` : ''}.`,
          node,
        );
      }
      props[key] = value ?? '';
    }
    const id = `island-${islands.length}`;
    islands.push({ instance: { id, name: node.name, props }, node });
    node.data = {
      ...node.data,
      hName: 'div',
      hProperties: { id, className: ['island'], 'data-island': node.name },
      hChildren: [],
    };
  });
  return islands;
}
