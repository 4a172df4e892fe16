/**
 * Every TypeScript code block in the markdown (```ts, ```tsx) must compile against the pinned
 * packages, like the demos do. A block that is a fragment on purpose says so in its meta:
 * ```tsx fragment
 *
 * The blocks come from the page records (scripts/compiler/, so `npm run build -- --only content`
 * first). Each block becomes a module under .build/code-blocks/ and one `tsc` run checks them all;
 * errors are reported at the markdown file and line.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readAllRecords } from '@/src/content/build/records';
import type { CodeBlock } from '@/src/content/record';

const root = process.cwd();
const outDir = path.join(root, '.build', 'code-blocks');

// Every markdown file's blocks, from the page records (scripts/compiler/), each file once.
const blocksByFile = new Map<string, CodeBlock[]>();
for (const record of readAllRecords(root)) {
  for (const [file, blocks] of Object.entries(record.codeBlocks)) {
    blocksByFile.set(file, blocks);
  }
}

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

const byModule = new Map<string, { file: string; block: CodeBlock }>();
let skipped = 0;
for (const [file, blocks] of [...blocksByFile].sort(([a], [b]) => a.localeCompare(b))) {
  for (const block of blocks) {
    if (block.fragment) {
      skipped += 1;
      continue;
    }
    const name = `${file.replace(/[/.]/g, '_')}_L${block.line}.${block.lang === 'ts' ? 'ts' : 'tsx'}`;
    // `export {}` keeps every block a module of its own, even one without imports.
    writeFileSync(path.join(outDir, name), `${block.code}\nexport {};\n`);
    byModule.set(name, { file, block });
  }
}

writeFileSync(
  path.join(outDir, 'tsconfig.json'),
  JSON.stringify(
    {
      extends: '../../tsconfig.json',
      compilerOptions: { incremental: false, noUnusedLocals: false, baseUrl: '../..', types: ['node'] },
      include: ['./*.ts', './*.tsx'],
      exclude: [],
    },
    null,
    2,
  ),
);

const result = spawnSync('npx', ['tsc', '-p', path.join(outDir, 'tsconfig.json'), '--noEmit', '--pretty', 'false'], {
  encoding: 'utf8',
});
const output = `${result.stdout}${result.stderr}`;
const problems = output
  .split('\n')
  .map((line) => /([^/\\]+\.tsx?)\((\d+),(\d+)\): (error TS\d+: .*)/.exec(line))
  .filter((match): match is RegExpExecArray => match !== null)
  .map((match) => {
    const origin = byModule.get(match[1] ?? '');
    if (!origin) return `${match[0]}`;
    // The block's first code line is the line after its opening fence.
    return `${origin.file}:${origin.block.line + Number(match[2])}: ${match[4]}`;
  });

if (result.status !== 0) {
  console.error(problems.length > 0 ? problems.join('\n') : output);
  console.error(`\n${problems.length} type error(s) in markdown code blocks. Fix them, or mark a deliberate fragment with \`\`\`tsx fragment.`);
  process.exit(1);
}
console.log(`Code blocks: ${byModule.size} TypeScript blocks type-check (${skipped} marked as fragments).`);
