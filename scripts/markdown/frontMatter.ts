import { isMap, isScalar, LineCounter, parseDocument } from 'yaml';
import { FRONT_MATTER } from '@/src/config/constants';
import { PRODUCTS } from '@/src/config/products';
import type { PageMeta } from '@/src/content/types';

/** A problem in a markdown file's front matter; `line` counts from the file's first line. */
export interface FrontMatterProblem {
  message: string;
  line: number;
}

export type FrontMatterResult =
  | { ok: true; meta: PageMeta }
  | { ok: false; problems: FrontMatterProblem[] };

const ALLOWED_KEYS = ['title', 'description', 'productId', 'components'] as const;
const PRODUCT_IDS = PRODUCTS.map((product) => product.id);

/**
 * Parses and validates the YAML front matter of a page.
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
  const values = new Map<string, { value: unknown; line: number }>();
  for (const pair of doc.contents.items) {
    const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
    const line = lineAt(isScalar(pair.key) ? pair.key.range?.[0] : undefined);
    if (!(ALLOWED_KEYS as readonly string[]).includes(key)) {
      problems.push({
        message: `Unknown front matter key "${key}". Allowed keys: ${ALLOWED_KEYS.join(', ')}.`,
        line,
      });
      continue;
    }
    const node = pair.value;
    values.set(key, { value: isScalar(node) ? node.value : node?.toJSON(), line });
  }

  const requiredString = (key: 'title' | 'description', max: number): string | undefined => {
    const entry = values.get(key);
    if (!entry) {
      problems.push({ message: `Front matter is missing "${key}".`, line: firstLine });
      return undefined;
    }
    if (typeof entry.value !== 'string' || entry.value.trim() === '') {
      problems.push({ message: `"${key}" must be a non-empty string.`, line: entry.line });
      return undefined;
    }
    const text = entry.value.trim();
    if (text.length > max) {
      problems.push({
        message: `"${key}" is ${text.length} characters long; the limit is ${max}.`,
        line: entry.line,
      });
    }
    return text;
  };

  const title = requiredString('title', FRONT_MATTER.titleMaxLength);
  const description = requiredString('description', FRONT_MATTER.descriptionMaxLength);
  if (description !== undefined && !/[.!]$/.test(description)) {
    problems.push({
      message: '"description" must end with "." or "!".',
      line: values.get('description')?.line ?? firstLine,
    });
  }

  const meta: PageMeta = { title: title ?? '', description: description ?? '' };

  const productId = values.get('productId');
  if (productId) {
    if (typeof productId.value !== 'string' || !PRODUCT_IDS.includes(productId.value)) {
      problems.push({
        message: `"productId" must be one of: ${PRODUCT_IDS.join(', ')}.`,
        line: productId.line,
      });
    } else {
      meta.productId = productId.value;
    }
  }

  const components = values.get('components');
  if (components) {
    const list = components.value;
    if (
      !Array.isArray(list) ||
      list.length === 0 ||
      !list.every((item) => typeof item === 'string' && /^[A-Z][A-Za-z0-9]*$/.test(item))
    ) {
      problems.push({
        message: '"components" must be a non-empty list of component names such as DataGrid.',
        line: components.line,
      });
    } else {
      meta.components = list as string[];
    }
  }

  return problems.length > 0 ? { ok: false, problems } : { ok: true, meta };
}
