/**
 * The build's `sitemap` step: `sitemap.xml` and `robots.txt` at the export's root, from the page
 * records (./sitemap.ts says which URLs), absolute on SITE_ORIGIN.
 */
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, SITE_ORIGIN } from '@/src/config/site';
import { readAllRecords } from '@/src/content/build/records';
import { robotsTxt, ROBOTS_PATH, SITEMAP_PATH, sitemapUrls, sitemapXml } from './sitemap';

export function writeSitemap(root: string, outDir: string): string {
  if (!existsSync(path.join(outDir, 'x'))) {
    throw new Error(`Sitemap: no static export in ${outDir}. Run next build first, with the same DOCS_OUT_DIR.`);
  }
  const records = readAllRecords(root);
  const urls = sitemapUrls(
    records.map((record) => ({
      pathname: record.pathname,
      lastModified: record.lastModified,
      translated: Object.fromEntries(LANGUAGES.map((language) => [language, record.languages[language].translated])) as Record<(typeof LANGUAGES)[number], boolean>,
    })),
    SITE_ORIGIN,
  );
  writeFileSync(path.join(outDir, SITEMAP_PATH.slice(1)), sitemapXml(urls));
  writeFileSync(path.join(outDir, ROBOTS_PATH.slice(1)), robotsTxt(SITE_ORIGIN));
  return `${SITEMAP_PATH} with ${urls.length} URLs (${records.length} pages), ${ROBOTS_PATH}`;
}
