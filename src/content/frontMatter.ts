import { FRONT_MATTER } from '@/src/config/constants';
import { PRODUCTS } from '@/src/config/products';

/**
 * The front matter of a markdown page: the one schema from which come the allowed keys, the
 * type of a page's metadata (PageMeta) and the build's messages for a bad value
 * (scripts/markdown/frontMatter.ts reads the YAML and reports them at the key's line).
 */

/** One key of the front matter: whether a page must set it, and how its YAML value is read. */
interface Field<T, Required extends boolean = boolean> {
  required: Required;
  /** The value to keep (absent when unusable) and every problem with it, as build messages. */
  read(raw: unknown, key: string): { value?: T; problems: string[] };
}

/** Non-empty text of at most `maxLength` characters, trimmed; `endsWith` lists the allowed last characters. */
function text(maxLength: number, endsWith?: readonly string[]): Field<string, true> {
  return {
    required: true,
    read(raw, key) {
      if (typeof raw !== 'string' || raw.trim() === '') {
        return { problems: [`"${key}" must be a non-empty string.`] };
      }
      const value = raw.trim();
      const problems: string[] = [];
      if (value.length > maxLength) {
        problems.push(`"${key}" is ${value.length} characters long; the limit is ${maxLength}.`);
      }
      if (endsWith && !endsWith.some((end) => value.endsWith(end))) {
        problems.push(`"${key}" must end with ${endsWith.map((end) => `"${end}"`).join(' or ')}.`);
      }
      return { value, problems };
    },
  };
}

/** One of a fixed list of strings. */
function oneOf<const T extends string>(values: readonly T[]): Field<T, false> {
  return {
    required: false,
    read(raw, key) {
      return typeof raw === 'string' && (values as readonly string[]).includes(raw)
        ? { value: raw as T, problems: [] }
        : { problems: [`"${key}" must be one of: ${values.join(', ')}.`] };
    },
  };
}

/** A non-empty list of component names (PascalCase). */
function componentNames(): Field<string[], false> {
  return {
    required: false,
    read(raw, key) {
      return Array.isArray(raw) && raw.length > 0 && raw.every((item) => typeof item === 'string' && /^[A-Z][A-Za-z0-9]*$/.test(item))
        ? { value: raw as string[], problems: [] }
        : { problems: [`"${key}" must be a non-empty list of component names such as DataGrid.`] };
    },
  };
}

export const FRONT_MATTER_SCHEMA = {
  /** The page's h1 and `<title>`: at most 70 characters, unique across the site. */
  title: text(FRONT_MATTER.titleMaxLength),
  /** The lead paragraph under the h1 and the meta description: at most 160 characters, a sentence ending with "." or "!". */
  description: text(FRONT_MATTER.descriptionMaxLength, ['.', '!']),
  /** The product the page documents (`x-data-grid`, …), one of src/config/products.ts. */
  productId: oneOf(PRODUCTS.map((product) => product.id)),
  /** Components the page documents (`[DataGrid, DataGridPro]`): the page ends with links to their API pages. */
  components: componentNames(),
} satisfies Record<string, Field<unknown>>;

type Schema = typeof FRONT_MATTER_SCHEMA;
export type FrontMatterKey = keyof Schema;
type ValueOf<K extends FrontMatterKey> = Schema[K] extends Field<infer T, boolean> ? T : never;
type RequiredKey = { [K in FrontMatterKey]: Schema[K]['required'] extends true ? K : never }[FrontMatterKey];

/** A page's validated front matter (the compiled markdown exports it as `meta`). */
export type PageMeta = { [K in RequiredKey]: ValueOf<K> } & { [K in Exclude<FrontMatterKey, RequiredKey>]?: ValueOf<K> };

/** The keys a page may set, in the schema's order. */
export const FRONT_MATTER_KEYS = Object.keys(FRONT_MATTER_SCHEMA) as FrontMatterKey[];
