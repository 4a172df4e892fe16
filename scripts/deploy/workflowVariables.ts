/**
 * The deploy workflow passes every deployment option the site reads to the production build,
 * each from the repository's variables, or from its secrets for the licence key. The options are
 * the `NEXT_PUBLIC_*` variables the site's code reads (`process.env.NEXT_PUBLIC_…`, which
 * Next.js inlines at build time: the README's Configuration table), so a new option cannot be
 * forgotten in the workflow, nor a misspelt one go unnoticed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

export const DEPLOY_WORKFLOW = path.join('.github', 'workflows', 'deploy.yml');

/** Options kept in the repository's secrets rather than its variables. */
export const SECRET_OPTIONS: ReadonlySet<string> = new Set(['NEXT_PUBLIC_MUI_LICENSE']);

/** Set by `npm run dev` alone (the dev server's change events, src/content/devRefresh.ts): never a deploy option. */
export const DEV_ONLY_OPTIONS: ReadonlySet<string> = new Set(['NEXT_PUBLIC_DOCS_DEV_EVENTS']);

const OPTION = /process\.env\.(NEXT_PUBLIC_[A-Z0-9_]+)/g;

/** The `NEXT_PUBLIC_*` names read by the code under `dirs` (`.ts`, `.tsx`, `.mjs`). */
export function optionsReadBy(dirs: readonly string[]): Set<string> {
  const names = new Set<string>();
  for (const dir of dirs) {
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (entry.isFile() && /\.(tsx?|mjs)$/.test(entry.name)) {
        for (const match of readFileSync(path.join(entry.parentPath, entry.name), 'utf8').matchAll(OPTION)) {
          const name = match[1] ?? '';
          if (!DEV_ONLY_OPTIONS.has(name)) names.add(name);
        }
      }
    }
  }
  return names;
}

/** What is wrong with how the workflow's jobs pass the options to the build (empty when nothing). */
export function deployVariableProblems(workflowText: string, options: ReadonlySet<string>, file = DEPLOY_WORKFLOW): string[] {
  const workflow = parse(workflowText) as { jobs?: Record<string, { env?: Record<string, unknown> }> } | null;
  const passed = new Map<string, unknown>();
  for (const job of Object.values(workflow?.jobs ?? {})) {
    for (const [name, value] of Object.entries(job.env ?? {})) {
      if (name.startsWith('NEXT_PUBLIC_')) passed.set(name, value);
    }
  }
  const problems: string[] = [];
  for (const name of [...options].sort()) {
    const source = SECRET_OPTIONS.has(name) ? 'secrets' : 'vars';
    const expected = `\${{ ${source}.${name} }}`;
    if (!passed.has(name)) {
      problems.push(`${file}: the build does not get ${name} (the site reads it): add \`${name}: ${expected}\` to the build job's env.`);
    } else if (passed.get(name) !== expected) {
      problems.push(`${file}: ${name} should come from the repository's ${source === 'vars' ? 'variables' : 'secrets'}: ${expected}.`);
    }
  }
  for (const name of [...passed.keys()].filter((candidate) => !options.has(candidate)).sort()) {
    problems.push(`${file}: ${name} is passed to the build, but no code reads it.`);
  }
  return problems;
}
