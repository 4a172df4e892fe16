/**
 * The page's structured data (schema.org as JSON-LD): a `TechArticle` and its `BreadcrumbList`,
 * in one `@graph`. Search engines read it from the page's head; every URL is absolute.
 */

export interface ArticleFacts {
  /** The page's absolute URL (its canonical). */
  url: string;
  headline: string;
  description: string;
  /** The social card's absolute URL. */
  image: string;
  /** ISO date of the page's last change; null when unknown (the property is left out). */
  dateModified: string | null;
  /** The language tag of the text (`en`, `zh`). */
  inLanguage: string;
  /** Product › group › page, each with its absolute URL. */
  breadcrumbs: readonly { name: string; url: string }[];
}

export function structuredData(facts: ArticleFacts): Record<string, unknown> {
  const article: Record<string, unknown> = {
    '@type': 'TechArticle',
    headline: facts.headline,
    description: facts.description,
    url: facts.url,
    image: facts.image,
    inLanguage: facts.inLanguage,
    ...(facts.dateModified ? { dateModified: facts.dateModified } : {}),
  };
  const graph: Record<string, unknown>[] = [article];
  if (facts.breadcrumbs.length > 0) {
    graph.push({
      '@type': 'BreadcrumbList',
      itemListElement: facts.breadcrumbs.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.name,
        item: crumb.url,
      })),
    });
  }
  return { '@context': 'https://schema.org', '@graph': graph };
}

/**
 * JSON for the inside of a `<script type="application/ld+json">`: `<` is written `\u003c`, so no
 * text of the page (a title with `</script>` or `<!--`) can end or change the element.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
