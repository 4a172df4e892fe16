/**
 * `npm run bench:scale -- 1000`: how the build scales with the number of pages.
 *
 * Copies the project (tracked files, hard-linked node_modules, the API cache) into a temporary
 * folder, adds N synthetic pages (scripts/bench/synthetic.ts) to its content and nav, builds it
 * with `npm run build`, and reports the wall time, the peak memory of the build's whole process
 * tree (and of its largest process), the export's size, and the size of the same pages' HTML in
 * this checkout's export (`out/`, when there is one) and in the scaled one, which should not
 * grow with the site. The temporary folder is removed afterwards, whatever happens.
 */
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSize } from '../checks/pageAssets';
import { PAGES_FILE } from '../content/paths';
import { samplePeakMemory } from './processMemory';
import { syntheticNavSource, syntheticPage, syntheticPathname } from './synthetic';

const root = process.cwd();
/** Pages whose HTML is compared between this site and the scaled one. */
const PROBE_PAGES = ['x/introduction/licensing/index.html', 'x/react-data-grid/sorting/index.html', 'x/api/data-grid/data-grid/index.html'];

function directoryBytes(directory: string): { bytes: number; htmlFiles: number } {
  let bytes = 0;
  let htmlFiles = 0;
  for (const entry of readdirSync(directory, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) {
      bytes += statSync(path.join(entry.parentPath, entry.name)).size;
      htmlFiles += entry.name.endsWith('.html') ? 1 : 0;
    }
  }
  return { bytes, htmlFiles };
}

function htmlSize(file: string): { raw: number; gzip: number } | null {
  if (!existsSync(file)) {
    return null;
  }
  const html = readFileSync(file);
  return { raw: html.length, gzip: gzipSize(html) };
}

function kB(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} kB`;
}

/** A copy of the project to build: tracked files, hard-linked dependencies, the API cache. */
function copyProject(target: string) {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const file of files) {
    mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    cpSync(path.join(root, file), path.join(target, file));
  }
  execFileSync('cp', ['-al', path.join(root, 'node_modules'), path.join(target, 'node_modules')]);
  if (existsSync(path.join(root, '.api'))) {
    cpSync(path.join(root, '.api'), path.join(target, '.api'), { recursive: true });
  }
}

function addSyntheticPages(target: string, total: number) {
  for (let index = 0; index < total; index += 1) {
    const { file, markdown } = syntheticPage(index, total);
    mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    writeFileSync(path.join(target, file), markdown);
  }
  const pagesFile = path.join(target, PAGES_FILE);
  const source = readFileSync(pagesFile, 'utf8');
  if (!source.includes('\nexport default pages;')) {
    throw new Error(`${PAGES_FILE} no longer ends with "export default pages;": update scripts/bench/scale.ts.`);
  }
  writeFileSync(pagesFile, source.replace('\nexport default pages;', `${syntheticNavSource(total)}\nexport default withSynthetic;`));
}

async function build(target: string) {
  const started = performance.now();
  const child = spawn('npm', ['run', 'build'], { cwd: target, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const sampler = samplePeakMemory(child.pid ?? 0);
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  const peak = sampler.stop();
  if (code !== 0) {
    throw new Error(`npm run build failed with exit code ${code}; the end of its output:\n${log.slice(-4000)}`);
  }
  return { seconds: (performance.now() - started) / 1000, peak, log };
}

async function main() {
  const total = Number(process.argv[2] ?? '300');
  if (!Number.isInteger(total) || total < 1) {
    throw new Error(`Usage: npm run bench:scale -- <number of pages>, e.g. 1000 (got "${process.argv[2] ?? ''}").`);
  }
  const target = mkdtempSync(path.join(os.tmpdir(), 'mui-x-docs-scale-'));
  try {
    console.log(`Copying the project to ${target} and adding ${total} synthetic pages…`);
    copyProject(target);
    addSyntheticPages(target, total);
    console.log('Building (npm run build)…');
    const { seconds, peak, log } = await build(target);
    const exported = directoryBytes(path.join(target, 'out'));
    const synthetic = `${syntheticPathname(0).slice(1)}/index.html`;
    const rows = [...PROBE_PAGES, synthetic].map((page) => {
      const before = htmlSize(path.join(root, 'out', page));
      const after = htmlSize(path.join(target, 'out', page));
      const show = (size: { raw: number; gzip: number } | null) => (size ? `${kB(size.raw)} (${kB(size.gzip)} gz)` : '–');
      return `| /${page.replace(/index\.html$/, '')} | ${show(before)} | ${show(after)} |`;
    });
    const report = [
      `## Build with ${total} synthetic pages added`,
      '',
      `- Wall time of \`npm run build\`: ${seconds.toFixed(0)} s (${os.cpus().length} cores)`,
      `- Peak memory, whole process tree: ${(peak.totalKb / 1024).toFixed(0)} MB; largest single process: ${(peak.largestKb / 1024).toFixed(0)} MB (${peak.largestCommand})`,
      `- At the tree's peak (processes of 50 MB or more): ${peak.atTotal.join('; ')}`,
      `- Export: ${exported.htmlFiles} HTML files, ${(exported.bytes / 1024 / 1024).toFixed(1)} MB`,
      '',
      '| Page HTML | This checkout (out/) | With the synthetic pages |',
      '| --- | --- | --- |',
      ...rows,
    ].join('\n');
    console.log(`\n${report}\n`);
    mkdirSync(path.join(root, 'bench-results'), { recursive: true });
    writeFileSync(path.join(root, 'bench-results', `scale-${total}.md`), `${report}\n`);
    // The build's own output (each step's timing) for a closer look at where the time went.
    writeFileSync(path.join(root, 'bench-results', `scale-${total}-build.log`), log);
  } finally {
    rmSync(target, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
