import type {} from 'mdast-util-to-hast';
import GithubSlugger from 'github-slugger';
import type { Heading, Root, Text } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import type { TocEntry } from '@/src/content/types';

const EXPLICIT_ID = /\s*\{#([A-Za-z][\w-]*)\}\s*$/;

/** Removes a trailing `{#custom-id}` from a heading and returns the id. */
function takeExplicitId(heading: Heading): string | undefined {
  const last = heading.children.at(-1);
  if (last?.type !== 'text') {
    return undefined;
  }
  const match = EXPLICIT_ID.exec(last.value);
  if (!match) {
    return undefined;
  }
  (last as Text).value = last.value.slice(0, match.index);
  if ((last as Text).value === '') {
    heading.children.pop();
  }
  return match[1];
}

/**
 * Gives every heading a unique id (GitHub's slug rules, or an explicit `{#id}` so that a
 * translated heading can keep the English anchor) and returns the h2/h3 table of contents.
 * A level-1 heading is an error: the page title comes from the front matter.
 */
export function addHeadingIds(tree: Root, file: VFile): TocEntry[] {
  const slugger = new GithubSlugger();
  const used = new Set<string>();
  const toc: TocEntry[] = [];

  visit(tree, 'heading', (heading: Heading) => {
    if (heading.depth === 1) {
      file.fail(
        'Level-1 headings are not allowed in page content: the page title comes from the front matter "title".',
        heading,
      );
    }
    const explicit = takeExplicitId(heading);
    const text = toString(heading).trim();
    if (text === '') {
      file.fail('Headings must have text.', heading);
    }
    let id = explicit ?? slugger.slug(text);
    if (explicit) {
      if (used.has(explicit)) {
        file.fail(`The heading id "${explicit}" is used twice on this page.`, heading);
      }
      slugger.slug(explicit);
    }
    if (id === '') {
      id = slugger.slug('section');
    }
    used.add(id);
    heading.data = { ...heading.data, hProperties: { ...heading.data?.hProperties, id } };

    if (heading.depth === 2) {
      toc.push({ id, text, children: [] });
    } else if (heading.depth === 3) {
      const parent = toc.at(-1);
      if (parent) {
        parent.children.push({ id, text, children: [] });
      } else {
        toc.push({ id, text, children: [] });
      }
    }
  });
  return toc;
}
