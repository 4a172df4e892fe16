/**
 * After `next build`: every language has its not-found page as a `404.html` where static hosts
 * (and scripts/serve.ts) look for it, the nearest one up the requested path. Next.js exports
 * `pages/zh/404.tsx` as `zh/404/index.html`, and `pages/404.tsx` (it has getStaticProps, for
 * the navigation tree) as `404/index.html` with `trailingSlash`; each is moved into place.
 */
import { existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@/src/config/site';

const out = path.resolve(process.env.DOCS_OUT_DIR ?? 'out');
for (const language of LANGUAGES) {
  const dir = language === DEFAULT_LANGUAGE ? out : path.join(out, language);
  const exported = path.join(dir, '404', 'index.html');
  const target = path.join(dir, '404.html');
  if (existsSync(exported)) {
    renameSync(exported, target);
    rmSync(path.dirname(exported), { recursive: true });
  }
  if (!existsSync(target)) {
    const page = language === DEFAULT_LANGUAGE ? 'pages/404.tsx' : `pages/${language}/404.tsx`;
    console.error(`No ${path.relative(process.cwd(), target)}: ${page} must exist for the ${language} not-found page.`);
    process.exit(1);
  }
  console.log(`Not-found page for /${language === DEFAULT_LANGUAGE ? '' : `${language}/`}: ${path.relative(process.cwd(), target)}`);
}
