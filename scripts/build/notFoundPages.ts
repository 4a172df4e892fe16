/**
 * After `next build`: every language but the default has its own not-found page. Next.js
 * exports `pages/zh/404.tsx` as `zh/404/index.html`; static hosts (and scripts/serve.ts) look
 * for `zh/404.html`, the nearest 404.html up the requested path. Moves it there.
 */
import { existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@/src/config/site';

const out = path.resolve(process.env.DOCS_OUT_DIR ?? 'out');
for (const language of LANGUAGES.filter((candidate) => candidate !== DEFAULT_LANGUAGE)) {
  const exported = path.join(out, language, '404', 'index.html');
  const target = path.join(out, language, '404.html');
  if (!existsSync(exported)) {
    console.error(`No ${path.relative(process.cwd(), exported)}: pages/${language}/404.tsx must exist for the ${language} not-found page.`);
    process.exit(1);
  }
  renameSync(exported, target);
  rmSync(path.dirname(exported), { recursive: true });
  console.log(`Not-found page for /${language}/: ${path.relative(process.cwd(), target)}`);
}
