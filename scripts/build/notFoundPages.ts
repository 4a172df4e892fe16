/**
 * After `next build`, what static hosts read besides the pages:
 * - every language's not-found page as a `404.html` where hosts (and scripts/serve.ts) look for
 *   it, the nearest one up the requested path. Next.js exports `pages/zh/404.tsx` as
 *   `zh/404/index.html`, and `pages/404.tsx` (it has getStaticProps, for the navigation tree) as
 *   `404/index.html` with `trailingSlash`; each is moved into place;
 * - the root `404.html` switching to the reader's language for hosts that serve only that one
 *   (scripts/build/notFoundLanguages.ts);
 * - `_headers`, the header rules of scripts/deploy/headers.ts for Netlify and Cloudflare Pages.
 */
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@/src/config/site';
import { headersFileText } from '../deploy/headers';
import { withLanguageSwitch } from './notFoundLanguages';

const out = path.resolve(process.env.DOCS_OUT_DIR ?? 'out');
const where = (file: string) => path.relative(process.cwd(), file);
const notFoundFile = (language: (typeof LANGUAGES)[number]) =>
  path.join(language === DEFAULT_LANGUAGE ? out : path.join(out, language), '404.html');

for (const language of LANGUAGES) {
  const target = notFoundFile(language);
  const exported = path.join(path.dirname(target), '404', 'index.html');
  if (existsSync(exported)) {
    renameSync(exported, target);
    rmSync(path.dirname(exported), { recursive: true });
  }
  if (!existsSync(target)) {
    const page = language === DEFAULT_LANGUAGE ? 'pages/404.tsx' : `pages/${language}/404.tsx`;
    console.error(`No ${where(target)}: ${page} must exist for the ${language} not-found page.`);
    process.exit(1);
  }
  console.log(`Not-found page for /${language === DEFAULT_LANGUAGE ? '' : `${language}/`}: ${where(target)}`);
}

const others = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);
const rootFile = notFoundFile(DEFAULT_LANGUAGE);
try {
  const switching = withLanguageSwitch(
    { language: DEFAULT_LANGUAGE, html: readFileSync(rootFile, 'utf8') },
    others.map((language) => ({ language, html: readFileSync(notFoundFile(language), 'utf8') })),
    { root: where(rootFile), others: others.map((language) => where(notFoundFile(language))) },
  );
  writeFileSync(rootFile, switching);
  console.log(`${where(rootFile)} switches to ${others.join(', ')} under their prefixes (hosts that serve only the root 404.html).`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

const headersFile = path.join(out, '_headers');
writeFileSync(headersFile, headersFileText());
console.log(`Header rules for static hosts: ${where(headersFile)}`);
