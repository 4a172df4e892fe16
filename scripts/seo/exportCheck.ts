/**
 * What the sitemap must say about an export: every exported HTML page that is its own canonical
 * (not a redirect, not `noindex`, not an untranslated route pointing at the English page) is in
 * it exactly once, and it lists nothing else. Pure functions; `checkSitemap.ts` runs them on `out/`.
 */

/** An exported HTML file as the check sees it. */
export interface ExportedPage {
  /** The file, relative to the export (for messages). */
  file: string;
  /** Its absolute URL on the site's origin. */
  url: string;
  /** The page's `<link rel="canonical">`, or null. */
  canonical: string | null;
  noindex: boolean;
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The `<loc>` values of a sitemap, unescaped, in order. */
export function sitemapLocs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => (match[1] ?? '').replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => XML_ENTITIES[name] ?? ''));
}

/** What a search engine should index: the page names itself as canonical and does not say noindex. */
export function isIndexable(page: ExportedPage): boolean {
  return !page.noindex && page.canonical === page.url;
}

/** The export's canonical link and robots meta, read from an HTML file's head. */
export function headFacts(html: string): { canonical: string | null; noindex: boolean } {
  const head = html.slice(0, Math.max(0, html.indexOf('</head>')) || html.length);
  const canonicalTag = /<link\b[^>]*\brel="canonical"[^>]*>/.exec(head)?.[0];
  const canonical = canonicalTag ? (/\bhref="([^"]*)"/.exec(canonicalTag)?.[1] ?? null) : null;
  const noindex = /<meta\b[^>]*\bname="robots"[^>]*\bcontent="[^"]*noindex/.test(head);
  return { canonical: canonical?.replace(/&amp;/g, '&') ?? null, noindex };
}

/** `x/react-data-grid/sorting/index.html` → `/x/react-data-grid/sorting/`; `404.html` stays a file. */
export function urlPathOfFile(file: string): string {
  const slashed = `/${file.split('\\').join('/')}`;
  return slashed.endsWith('/index.html') ? slashed.slice(0, -'index.html'.length) : slashed;
}

/** Problems, one line each: pages missing from the sitemap, URLs listed twice, URLs that are no indexable page. */
export function sitemapProblems(locs: readonly string[], pages: readonly ExportedPage[]): string[] {
  const problems: string[] = [];
  const counts = new Map<string, number>();
  for (const loc of locs) counts.set(loc, (counts.get(loc) ?? 0) + 1);
  for (const [loc, count] of counts) {
    if (count > 1) problems.push(`${loc} is listed ${count} times.`);
  }
  const indexable = new Map(pages.filter(isIndexable).map((page) => [page.url, page]));
  for (const [url, page] of indexable) {
    if (!counts.has(url)) problems.push(`${page.file} (${url}) is an indexable page but is not in the sitemap.`);
  }
  const exported = new Map(pages.map((page) => [page.url, page]));
  for (const loc of counts.keys()) {
    if (indexable.has(loc)) continue;
    const page = exported.get(loc);
    problems.push(
      page
        ? `${loc} is in the sitemap but ${page.file} is not indexable (${page.noindex ? 'noindex' : `canonical ${page.canonical ?? 'missing'}`}).`
        : `${loc} is in the sitemap but no exported HTML page has that URL.`,
    );
  }
  return problems;
}
