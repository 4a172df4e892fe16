/**
 * What the tools share: their argument schemas' common parts, finding a page from what an
 * agent passed (or an error naming the nearest pages), and the shape of a tool's answer.
 */
import { z } from 'zod';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { PRODUCTS } from '@/src/config/products';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@/src/config/site';
import { GENERAL_PRODUCT } from '@/src/search/config';
import { LICENSES, type Docs, type DocsPage } from '../docs';
import { readPageAddress } from '../locate';
import { didYouMean, nearest } from '../nearby';

/** An answer the agent can act on: the message says what was wrong and what exists instead. */
export class ToolError extends Error {
  override name = 'ToolError';
}

export const PRODUCT_SLUGS: [string, ...string[]] = [GENERAL_PRODUCT, ...PRODUCTS.map((product) => product.slug)];

export const productArgument = z
  .enum(PRODUCT_SLUGS)
  .optional()
  .describe(`Only this product: ${PRODUCTS.map((product) => `"${product.slug}" (${product.name})`).join(', ')}, or "${GENERAL_PRODUCT}" (introduction, licensing, common concepts).`);

export const languageArgument = z
  .enum(LANGUAGES)
  .optional()
  .describe(`The docs' language: "en" (default) or "zh" (Chinese; pages without a translation show the English text).`);

export const licenseArgument = z
  .enum(LICENSES)
  .optional()
  .describe(
    'The license the user has: "mit" (the free packages), "pro" or "premium". Results are limited to what that license covers (Pro covers MIT; Premium covers all).',
  );

/** A page named by URL, path or resource URI, in the language asked for (else the one its path names, else English). */
export function findPage(docs: Docs, input: string, language?: Language): { page: DocsPage; language: Language; anchor: string } {
  const address = readPageAddress(input);
  const page = docs.byPathname.get(address.pathname);
  if (!page) {
    const near = nearest(address.pathname, docs.pages, (candidate) => [
      candidate.pathname,
      candidate.pathname.split('/').at(-1) ?? '',
      candidate.languages.en.title,
    ]);
    throw new ToolError(
      `No page at "${input}" (read as ${address.pathname}).${didYouMean(near.map((candidate) => candidate.pathname))} Use list_pages for every page, or search_docs to find one by topic.`,
    );
  }
  return { page, language: language ?? address.language ?? DEFAULT_LANGUAGE, anchor: address.anchor };
}

/** A tool's answer: structured content for clients that read it, and text for the others. */
export function answer<T extends Record<string, unknown>>(structured: T, text = JSON.stringify(structured)): CallToolResult {
  return { content: [{ type: 'text', text }], structuredContent: structured };
}
