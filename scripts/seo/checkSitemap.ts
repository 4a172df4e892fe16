/**
 * `npm run check:sitemap` (part of `check:export`): the export's sitemap.xml lists every
 * indexable exported HTML page exactly once and nothing else (./exportCheck.ts); robots.txt
 * names it. `OUT_DIR` picks the export (default `out`). Names each problem and exits 1.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SITE_ORIGIN } from '@/src/config/site';
import { headFacts, sitemapLocs, sitemapProblems, urlPathOfFile, type ExportedPage } from './exportCheck';
import { robotsTxt, ROBOTS_PATH, SITEMAP_PATH } from './sitemap';

const out = path.resolve(process.env.OUT_DIR ?? 'out');
const where = (file: string) => path.relative(process.cwd(), path.join(out, file));
const problems: string[] = [];

const sitemapFile = path.join(out, SITEMAP_PATH.slice(1));
const robotsFile = path.join(out, ROBOTS_PATH.slice(1));
if (!existsSync(sitemapFile)) {
  problems.push(`${where(SITEMAP_PATH)}: missing (the build's sitemap step writes it).`);
} else {
  const pages: ExportedPage[] = [];
  for (const entry of readdirSync(out, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = path.relative(out, path.join(entry.parentPath, entry.name));
    pages.push({ file: where(file), url: `${SITE_ORIGIN}${urlPathOfFile(file)}`, ...headFacts(readFileSync(path.join(out, file), 'utf8')) });
  }
  const locs = sitemapLocs(readFileSync(sitemapFile, 'utf8'));
  problems.push(...sitemapProblems(locs, pages).map((problem) => `${where(SITEMAP_PATH)}: ${problem}`));
  if (problems.length === 0) {
    console.log(`${where(SITEMAP_PATH)}: ${locs.length} URLs, every indexable page of ${pages.length} HTML files once.`);
  }
}
if (!existsSync(robotsFile) || readFileSync(robotsFile, 'utf8') !== robotsTxt(SITE_ORIGIN)) {
  problems.push(`${where(ROBOTS_PATH)}: missing or not the file of scripts/seo/sitemap.ts: rebuild.`);
}
for (const problem of problems) console.error(problem);
process.exitCode = problems.length > 0 ? 1 : 0;
