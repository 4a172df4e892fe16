import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { isMap, isScalar, LineCounter, parseDocument } from 'yaml';
import { FRONT_MATTER_KEYS, FRONT_MATTER_SCHEMA, type FrontMatterKey, type PageMeta } from '@/src/content/frontMatter';

/** A problem in a markdown file's front matter; `line` counts from the file's first line. */
export interface FrontMatterProblem {
  message: string;
  line: number;
}

export type FrontMatterResult =
  | { ok: true; meta: PageMeta }
  | { ok: false; problems: FrontMatterProblem[] };

const isKey = (key: string): key is FrontMatterKey => (FRONT_MATTER_KEYS as readonly string[]).includes(key);

/**
 * Parses the YAML front matter of a page and validates it against FRONT_MATTER_SCHEMA
 * (src/content/frontMatter.ts): unknown keys, missing required keys and bad values are
 * reported at their line.
 * @param yamlSource the text between the `---` fences
 * @param firstLine the line number (1-based) of the first YAML line in the markdown file
 */
export function parseFrontMatter(yamlSource: string, firstLine: number): FrontMatterResult {
  const lineCounter = new LineCounter();
  const doc = parseDocument(yamlSource, { lineCounter, prettyErrors: false });
  const lineAt = (offset: number | undefined) =>
    firstLine - 1 + (offset === undefined ? 1 : lineCounter.linePos(offset).line);

  if (doc.errors.length > 0) {
    return {
      ok: false,
      problems: doc.errors.map((error) => ({
        message: `Front matter is not valid YAML: ${error.message.split('\n')[0]}`,
        line: lineAt(error.pos[0]),
      })),
    };
  }
  if (!isMap(doc.contents)) {
    return {
      ok: false,
      problems: [{ message: 'Front matter must be a YAML mapping of keys to values.', line: firstLine }],
    };
  }

  const problems: FrontMatterProblem[] = [];
  const raw: Record<string, unknown> = {};
  const lines = new Map<string, number>();
  for (const pair of doc.contents.items) {
    const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
    const line = lineAt(isScalar(pair.key) ? pair.key.range?.[0] : undefined);
    if (!isKey(key)) {
      problems.push({
        message: `Unknown front matter key "${key}". Allowed keys: ${FRONT_MATTER_KEYS.join(', ')}.`,
        line,
      });
      continue;
    }
    const node = pair.value;
    raw[key] = isScalar(node) ? node.value : node?.toJSON();
    lines.set(key, line);
  }

  const parsed = FRONT_MATTER_SCHEMA.safeParse(raw);
  if (parsed.success) {
    return problems.length > 0 ? { ok: false, problems } : { ok: true, meta: parsed.data };
  }
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? '');
    const missing = issue.code === 'invalid_type' && raw[key] === undefined;
    problems.push({
      message: missing ? `Front matter is missing "${key}".` : issue.message,
      line: lines.get(key) ?? firstLine,
    });
  }
  return { ok: false, problems };
}

/** The page's validated front matter, read from the tree's first node; a problem fails the file at its line. */
export function readPageMeta(tree: Root, file: VFile): PageMeta {
  const yaml = tree.children[0];
  if (yaml?.type !== 'yaml') {
    file.fail('The page has no front matter: start the file with a --- block holding title and description.', {
      line: 1,
      column: 1,
    });
  }
  const result = parseFrontMatter(yaml.value, (yaml.position?.start.line ?? 1) + 1);
  if (!result.ok) {
    const [first, ...others] = result.problems;
    const more = others.map((problem) => `\n  line ${problem.line}: ${problem.message}`).join('');
    file.fail(`${first?.message ?? 'Invalid front matter.'}${more}`, { line: first?.line ?? 1, column: 1 });
  }
  return result.meta;
}
