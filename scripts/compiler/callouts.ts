import type {} from 'mdast-util-to-hast';
import type { Paragraph, Root, Text } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

import { CALLOUT_TYPES, isCalloutType } from '@/src/content/callouts';

/** Turns a text directive that was never meant as one (`10:30`, `key:value`) back into text. */
function directiveToText(node: TextDirective): Text {
  const label = node.children.map((child) => ('value' in child ? child.value : '')).join('');
  return { type: 'text', value: `:${node.name}${label ? `[${label}]` : ''}` };
}

/**
 * `:::info` / `:::success` / `:::warning` / `:::error` blocks become callouts
 * (`<aside class="callout" data-callout="info">`). An optional label (`:::warning[Heads up]`)
 * becomes the callout's title. Any other block or leaf directive is a build error.
 * @param leafDirectives names of `::name` directives other plugins handle
 */
export function transformCallouts(tree: Root, file: VFile, leafDirectives: readonly string[] = []): void {
  visit(tree, (node, index, parent) => {
    if (node.type === 'containerDirective') {
      const directive = node as ContainerDirective;
      if (!isCalloutType(directive.name)) {
        file.fail(
          `Unknown callout ":::${directive.name}". Use one of: ${CALLOUT_TYPES.map((t) => `:::${t}`).join(', ')}.`,
          directive,
        );
      }
      const first = directive.children[0];
      if (first?.type === 'paragraph' && first.data?.directiveLabel) {
        (first as Paragraph).data = {
          ...first.data,
          hName: 'p',
          hProperties: { className: ['callout-title'] },
        };
      }
      directive.data = {
        ...directive.data,
        hName: 'aside',
        hProperties: { className: ['callout'], 'data-callout': directive.name },
      };
      return;
    }
    if (node.type === 'leafDirective') {
      const directive = node as LeafDirective;
      if (!leafDirectives.includes(directive.name)) {
        file.fail(`Unknown directive "::${directive.name}".`, directive);
      }
      return;
    }
    if (node.type === 'textDirective' && parent && index !== undefined) {
      parent.children.splice(index, 1, directiveToText(node as TextDirective) as never);
    }
  });
}
