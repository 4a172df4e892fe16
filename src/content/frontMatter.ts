import { z } from 'zod';
import { FRONT_MATTER } from '@/src/config/constants';
import { PRODUCTS } from '@/src/config/products';

/**
 * The front matter of a markdown page: the one schema from which come the allowed keys, the
 * type of a page's metadata (PageMeta) and the build's messages for a bad value (the content
 * compiler reads the YAML and reports them at the key's line). Browser code imports only the
 * type.
 */

/** Non-empty text of at most `maxLength` characters, trimmed. */
const text = (key: string, maxLength: number) =>
  z
    .string({ error: `"${key}" must be a non-empty string.` })
    .trim()
    .min(1, { error: `"${key}" must be a non-empty string.` })
    .check((ctx) => {
      if (ctx.value.length > maxLength) {
        ctx.issues.push({
          code: 'custom',
          input: ctx.value,
          message: `"${key}" is ${ctx.value.length} characters long; the limit is ${maxLength}.`,
        });
      }
    });

/** One deliberate gap against the published page, with its reason. */
const omission = z.strictObject({
  /** The published topic (an h2 or h3 of `scripts/content/published-topics.json`), as it is titled there. */
  topic: z.string({ error: 'Each omitted topic needs "topic": the published heading.' }).trim().min(1),
  /** Why this page leaves it out, in a sentence a maintainer can check. */
  reason: z.string({ error: 'Each omitted topic needs "reason": why the page leaves it out.' }).trim().min(1),
});

/** A published topic this page covers under a heading of its own. */
const renaming = z.strictObject({
  /** The published topic (an h2 or h3 of `scripts/content/published-topics.json`), as it is titled there. */
  topic: z.string({ error: 'Each renamed topic needs "topic": the published heading.' }).trim().min(1),
  /** This page's heading that covers it, as written in the markdown (without `#`). */
  heading: z.string({ error: 'Each renamed topic needs "heading": the heading of this page that covers it.' }).trim().min(1),
});

const PRODUCT_IDS = PRODUCTS.map((product) => product.id) as [string, ...string[]];

export const FRONT_MATTER_SCHEMA = z.strictObject({
  /** The page's h1 and `<title>`: at most 70 characters, unique across the site. */
  title: text('title', FRONT_MATTER.titleMaxLength),
  /**
   * The lead paragraph under the h1 and the meta description: at most 160 characters, a sentence
   * ending with "." or "!" (in Chinese, "。" or "！").
   */
  description: text('description', FRONT_MATTER.descriptionMaxLength).refine((value) => /[.!。！]$/.test(value), {
    error: '"description" must end with "." or "!" (in Chinese, "。" or "！").',
  }),
  /** The product the page documents (`x-data-grid`, …), one of src/config/products.ts. */
  productId: z.enum(PRODUCT_IDS, { error: `"productId" must be one of: ${PRODUCT_IDS.join(', ')}.` }).optional(),
  /** Components the page documents (`[DataGrid, DataGridPro]`): the page ends with links to their API pages. */
  components: z
    .array(z.string().regex(/^[A-Z][A-Za-z0-9]*$/), {
      error: '"components" must be a non-empty list of component names such as DataGrid.',
    })
    .min(1, { error: '"components" must be a non-empty list of component names such as DataGrid.' })
    .optional(),
  /**
   * Topics of the published page this page leaves out on purpose, each with its reason
   * (`- topic: Heading` / `reason: …`): the content report lists them instead of a gap.
   */
  omittedTopics: z
    .array(omission, { error: '"omittedTopics" must be a list of { topic, reason } entries.' })
    .min(1, { error: '"omittedTopics" must list at least one topic, or be left out.' })
    .optional(),
  /**
   * Topics of the published page this page covers under another heading
   * (`- topic: Published heading` / `heading: Ours`): the content report checks that the heading exists.
   */
  renamedTopics: z
    .array(renaming, { error: '"renamedTopics" must be a list of { topic, heading } entries.' })
    .min(1, { error: '"renamedTopics" must list at least one topic, or be left out.' })
    .optional(),
  /**
   * Why this page has fewer live demos than its published page: without it, the content check
   * fails the page. A sentence, such as "Uses one grid for the four modes the published page shows apart."
   */
  fewerDemos: z.string({ error: '"fewerDemos" must be a sentence saying why.' }).trim().min(1).optional(),
});

export type FrontMatterKey = keyof typeof FRONT_MATTER_SCHEMA.shape;

/** A page's validated front matter (the page record carries it as `meta`). */
export type PageMeta = z.output<typeof FRONT_MATTER_SCHEMA>;

/** The keys a page may set, in the schema's order. */
export const FRONT_MATTER_KEYS = Object.keys(FRONT_MATTER_SCHEMA.shape) as FrontMatterKey[];
