/**
 * Adds a docs page in one step: the markdown, the nav entry and the routes.
 *
 *   npm run generate:page -- data-grid/my-feature "My feature" ["One sentence for search results."]
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { FRONT_MATTER } from '@/src/config/constants';
import { PRODUCTS } from '@/src/config/products';
import { DOCS_PREFIX } from '@/src/config/site';
import { contentFileFor, PAGES_FILE, pathnameForContentDir } from './content/paths';

function stringProperty(node: ts.ObjectLiteralExpression, name: string): string | undefined {
  for (const property of node.properties) {
    if (
      ts.isPropertyAssignment(property) &&
      ts.isIdentifier(property.name) &&
      property.name.text === name &&
      ts.isStringLiteral(property.initializer)
    ) {
      return property.initializer.text;
    }
  }
  return undefined;
}

function childrenArray(node: ts.ObjectLiteralExpression): ts.ArrayLiteralExpression | undefined {
  for (const property of node.properties) {
    if (
      ts.isPropertyAssignment(property) &&
      ts.isIdentifier(property.name) &&
      property.name.text === 'children' &&
      ts.isArrayLiteralExpression(property.initializer)
    ) {
      return property.initializer;
    }
  }
  return undefined;
}

/** A single-quoted TypeScript string literal. */
function quote(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/**
 * Inserts `{ pathname, title }` at the end of the group `groupPathname` in the source of
 * data/pages.ts, before the group's API reference entry if it ends with one.
 */
export function insertNavEntry(source: string, groupPathname: string, pathname: string, title: string): string {
  const file = ts.createSourceFile(PAGES_FILE, source, ts.ScriptTarget.Latest, true);
  let group: ts.ArrayLiteralExpression | undefined;
  const visit = (node: ts.Node) => {
    if (ts.isObjectLiteralExpression(node) && stringProperty(node, 'pathname') === groupPathname) {
      group = childrenArray(node);
    }
    if (!group) {
      ts.forEachChild(node, visit);
    }
  };
  visit(file);
  if (!group || group.elements.length === 0) {
    throw new Error(`${PAGES_FILE}: no group "${groupPathname}" with children to add the page to.`);
  }
  const elements = [...group.elements];
  const last = elements.at(-1);
  const lastPathname = last && ts.isObjectLiteralExpression(last) ? stringProperty(last, 'pathname') : undefined;
  // A group ends with its API reference: a literal entry or an `apiGroup(...)` call.
  const lastIsApi =
    lastPathname?.startsWith('/x/api/') ||
    (last !== undefined && ts.isCallExpression(last) && last.expression.getText(file) === 'apiGroup');
  const before = lastIsApi && elements.length > 1 ? last : undefined;
  const anchor = before ?? last;
  if (!anchor) {
    throw new Error(`${PAGES_FILE}: the group "${groupPathname}" is empty.`);
  }
  const lineStart = source.lastIndexOf('\n', anchor.getStart(file)) + 1;
  const indent = source.slice(lineStart, anchor.getStart(file));
  const entry = `{ pathname: ${quote(pathname)}, title: ${quote(title)} },`;
  if (before) {
    return `${source.slice(0, lineStart)}${indent}${entry}\n${source.slice(lineStart)}`;
  }
  const end = anchor.getEnd();
  const hasComma = source.slice(end).trimStart().startsWith(',');
  const insertAt = hasComma ? source.indexOf(',', end) + 1 : end;
  return `${source.slice(0, insertAt)}${hasComma ? '' : ','}\n${indent}${entry}${source.slice(insertAt)}`;
}

export function groupPathnameFor(pathname: string): string {
  const product = PRODUCTS.find((candidate) => pathname.startsWith(`${candidate.pathname}/`));
  if (product) {
    return `${product.pathname}-group`;
  }
  const section = pathname.split('/')[2];
  return `${DOCS_PREFIX}${section}-group`;
}

export function markdownTemplate(title: string, description: string): string {
  return `---\ntitle: ${title}\ndescription: ${description}\n---\n\nWrite the first paragraph here: what the feature is for and when to reach for it.\n\n## Usage\n`;
}

function main(argv: string[]): void {
  const [contentDir, title, givenDescription] = argv;
  if (!contentDir || !title) {
    console.error('Usage: npm run generate:page -- <section>/<page> "Title" ["Description."]');
    console.error('Example: npm run generate:page -- data-grid/my-feature "Data Grid - My feature"');
    process.exit(1);
  }
  if (title.length > FRONT_MATTER.titleMaxLength) {
    console.error(`The title is ${title.length} characters long; the limit is ${FRONT_MATTER.titleMaxLength}.`);
    process.exit(1);
  }
  const description = givenDescription ?? `How to use ${title.replace(/^.* - /, '').toLowerCase()} in MUI X.`;
  if (description.length > FRONT_MATTER.descriptionMaxLength || !/[.!]$/.test(description)) {
    console.error(`The description must end with "." or "!" and be at most ${FRONT_MATTER.descriptionMaxLength} characters.`);
    process.exit(1);
  }
  const root = process.cwd();
  const pathname = pathnameForContentDir(contentDir);
  const markdownFile = contentFileFor(pathname);
  if (existsSync(path.join(root, markdownFile))) {
    console.error(`${markdownFile} already exists.`);
    process.exit(1);
  }
  const pagesSource = readFileSync(path.join(root, PAGES_FILE), 'utf8');
  if (pagesSource.includes(`pathname: '${pathname}'`)) {
    console.error(`${PAGES_FILE} already lists ${pathname}.`);
    process.exit(1);
  }
  const navTitle = title.replace(/^.* - /, '');
  const updated = insertNavEntry(pagesSource, groupPathnameFor(pathname), pathname, navTitle);

  mkdirSync(path.dirname(path.join(root, markdownFile)), { recursive: true });
  writeFileSync(path.join(root, markdownFile), markdownTemplate(title, description));
  writeFileSync(path.join(root, PAGES_FILE), updated);
  console.log(`Created ${markdownFile}`);
  console.log(`Added ${pathname} to ${PAGES_FILE}`);
  // A fresh process, so that the route writer reads the updated nav tree.
  const routes = spawnSync(path.join(root, 'node_modules', '.bin', 'tsx'), ['scripts/routes.ts'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (routes.status !== 0) {
    process.exit(routes.status ?? 1);
  }
  console.log(`\nOpen http://localhost:3000${pathname}/ with npm run dev.`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2));
}
