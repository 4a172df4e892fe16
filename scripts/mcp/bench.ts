/**
 * `npm run bench:mcp`: the MCP server over stdio, as an agent uses it, across the whole site.
 * It starts the server on this checkout's built docs (or `--root <dir>`), then calls every
 * tool many times: every page in both languages, every demo, every API entry and one member
 * of each, searches made of the site's own titles, headings and member names (some with a
 * typo, some filtered, some in Chinese), the nav per product, resource reads and errors. It
 * prints p50 / p95 / max per tool (round trips measured by the client) and the server's peak
 * resident memory, and exits 1 above the targets of config.ts.
 */
import { apiCatalogAt } from '@/data/api/catalogs';
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { MCP_BENCH_TARGETS } from './config';
import { connect } from './client';
import { docsRoot } from './root';

interface ListedPage {
  title: string;
  url: string;
  kind: 'guide' | 'api';
}

/** The value at rank `share` of the sorted times (nearest rank). */
export function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))] ?? 0;
}

/** Peak resident memory (VmHWM, kB) of a process and of its children (tsx's esbuild service). */
function peakResidentKb(pid: number): { server: number; children: number } {
  const peak = (id: number | string) => Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${id}/status`, 'utf8'))?.[1] ?? 0);
  let children = 0;
  try {
    const ids = execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' }).split('\n').map((line) => line.trim()).filter(Boolean);
    children = ids.reduce((total, id) => total + peak(id), 0);
  } catch {
    children = 0;
  }
  return { server: peak(pid), children };
}

/** The server's CPU time so far (user + system), from /proc: what the calls cost it, whatever else runs on the machine. */
function serverCpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
  // utime and stime are the 14th and 15th fields of the whole line (12th and 13th after the command).
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
}

/** USER_HZ, 100 on Linux. */
const CLOCK_TICKS_PER_SECOND = 100;

/** An API entry's page (`/x/api/data-grid/data-grid/`), not a product's API index. */
const ENTRY_URL = /\/x\/api\/[^/]+\/[^/]+\/$/;

/** list_pages for each product, and for the whole site. */
const PRODUCT_FILTERS = ['data-grid', 'date-pickers', 'charts', 'tree-view', 'general', undefined];

type MemberLists = { props?: { name: string }[]; methods?: { name: string }[]; properties?: { name: string }[] };

/** `sortModel` → `sortMdel`: one letter dropped from the middle. */
function withTypo(word: string): string {
  const at = Math.floor(word.length / 2);
  return word.slice(0, at) + word.slice(at + 1);
}

/** A page URL with a letter dropped from its last path segment (a typo in the page's name, not in the host). */
function urlWithTypo(url: string): string {
  const match = /^(.*\/)([^/]+)(\/?)$/.exec(url);
  return match ? `${match[1]}${withTypo(match[2] ?? '')}${match[3]}` : withTypo(url);
}

async function main(): Promise<void> {
  const root = docsRoot(process.argv.slice(2), process.env);
  const started = performance.now();
  const connection = await connect(root);
  const connected = performance.now() - started;
  const times = new Map<string, number[]>();
  const cpu = new Map<string, number>();
  let failures = 0;
  const cpuMs = () => (connection.pid ? serverCpuMs(connection.pid) : 0);

  // The first call waits for the docs to load: measured apart.
  const firstStart = performance.now();
  const all = await connection.call('list_pages', {});
  const ready = performance.now() - started;
  const firstCall = performance.now() - firstStart;
  if (all.isError) {
    throw new Error(`The server cannot answer: ${all.text}`);
  }
  const pages = (all.structuredContent as { pages: ListedPage[] }).pages;
  // API entries (components and interfaces), not the generated catalogs (events, selectors).
  const entryPages = pages.filter((page) => page.kind === 'api' && ENTRY_URL.test(page.url) && !apiCatalogAt(new URL(page.url).pathname));
  const guides = pages.filter((page) => page.kind === 'guide');

  // What to ask, gathered before measuring: each guide's demos, each API entry's first member.
  const demos: { page: string; name: string; section?: string }[] = [];
  for (const page of guides) {
    const listing = await connection.call('get_demo', { page: page.url });
    if (!listing.isError) {
      for (const demo of (listing.structuredContent as { demos: { name: string; section?: string }[] }).demos) demos.push({ page: page.url, ...demo });
    }
  }
  const members: string[] = [];
  for (const page of entryPages) {
    const json = (await connection.call('get_api', { name: page.title })).structuredContent as MemberLists | undefined;
    const member = (json?.props ?? json?.methods ?? json?.properties ?? [])[0]?.name;
    if (member) members.push(`${page.title}.${member}`);
  }
  const queries = [...pages.map((page) => page.title), ...demos.flatMap((demo) => (demo.section ? [demo.section] : []))].filter((query) => query.trim());
  const memberNames = members.map((member) => member.slice(member.indexOf('.') + 1)).filter((name) => name.length >= 4);

  /** One phase: the same tool over and over, timed per call, with the server's CPU time over the phase. */
  const phase = async (label: string, calls: { name: string; args: Record<string, unknown>; error?: boolean }[]) => {
    const list: number[] = [];
    const cpuBefore = cpuMs();
    for (const { name, args, error = false } of calls) {
      const start = performance.now();
      const result = await connection.call(name, args);
      list.push(performance.now() - start);
      if (Boolean(result.isError) !== error) {
        failures += 1;
        console.error(`Unexpected ${result.isError ? 'error' : 'success'}: ${name} ${JSON.stringify(args)}: ${result.text.slice(0, 200)}`);
      }
    }
    times.set(label, list);
    cpu.set(label, (cpuMs() - cpuBefore) / Math.max(1, calls.length));
  };

  await phase('list_pages', [...PRODUCT_FILTERS, ...PRODUCT_FILTERS].map((product) => ({ name: 'list_pages', args: product ? { product } : {} })));
  await phase('get_page', pages.flatMap((page) => ['en', 'zh'].map((language) => ({ name: 'get_page', args: { path_or_url: page.url, language } }))));
  await phase('get_demo', demos.map((demo, index) => ({ name: 'get_demo', args: { page: demo.page, name: demo.name, variant: index % 2 ? 'js' : 'ts' } })));
  await phase('get_api', [...entryPages.map((page) => page.title), ...members].map((name) => ({ name: 'get_api', args: { name } })));
  await phase(
    'search_docs',
    [
      ...queries.map((query) => ({ query })),
      ...memberNames.map((query) => ({ query })),
      ...memberNames.map((name) => ({ query: withTypo(name) })),
      ...queries.filter((_, index) => index % 4 === 0).map((query) => ({ query, product: 'data-grid', plan: 'mit' })),
      ...queries.filter((_, index) => index % 8 === 0).map((query) => ({ query, language: 'zh' })),
    ].map((args) => ({ name: 'search_docs', args })),
  );
  // Unknown names, one letter off real ones: each error names what exists nearby.
  await phase('errors', [
    ...entryPages.filter((_, index) => index % 2 === 0).map((page) => ({ name: 'get_api', args: { name: withTypo(page.title) }, error: true })),
    ...members.filter((_, index) => index % 2 === 0).map((member) => ({ name: 'get_api', args: { name: withTypo(member) }, error: true })),
    ...guides.filter((_, index) => index % 2 === 0).map((page) => ({ name: 'get_page', args: { path_or_url: urlWithTypo(page.url) }, error: true })),
    ...demos.filter((_, index) => index % 6 === 0).map((demo) => ({ name: 'get_demo', args: { page: demo.page, name: withTypo(demo.name) }, error: true })),
  ]);
  const reads: number[] = [];
  for (const page of pages.filter((_, index) => index % 3 === 0)) {
    const start = performance.now();
    await connection.client.readResource({ uri: page.url.replace(/^https?:\/\/[^/]+\//, 'mui-x-docs://').replace(/\/$/, '') });
    reads.push(performance.now() - start);
  }
  times.set('resource read', reads);

  // The issue's scenario: the answer to "how to sort by two columns" comes first.
  const scenario = await connection.call('search_docs', { query: 'how to sort by two columns' });
  const top = (scenario.structuredContent as { results: { url: string; demos?: string[] }[] }).results[0];

  const memory = connection.pid ? peakResidentKb(connection.pid) : { server: 0, children: 0 };
  await connection.close();

  const rows = [...times.entries()].map(([label, list]) => {
    const sorted = [...list].sort((a, b) => a - b);
    return { label, calls: list.length, p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), max: sorted.at(-1) ?? 0, cpu: cpu.get(label) };
  });
  const everything = [...times.values()].flat().sort((a, b) => a - b);
  const overall = { label: 'all calls', calls: everything.length, p50: percentile(everything, 0.5), p95: percentile(everything, 0.95), max: everything.at(-1) ?? 0, cpu: undefined };
  const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(10);
  console.log(`Load average while measuring: ${loadavg().map((value) => value.toFixed(1)).join(', ')} (${availableParallelism()} cores)`);
  console.log(`MCP server on ${root}: connected in ${(connected / 1000).toFixed(1)} s, docs loaded and first answer in ${(ready / 1000).toFixed(1)} s (first call ${(firstCall / 1000).toFixed(1)} s)`);
  console.log(`${'tool'.padEnd(14)}${'calls'.padStart(7)}${'p50'.padStart(10)}${'p95'.padStart(10)}${'max'.padStart(10)}${'server CPU/call'.padStart(17)}`);
  for (const row of [...rows, overall]) {
    console.log(`${row.label.padEnd(14)}${String(row.calls).padStart(7)}${ms(row.p50)}${ms(row.p95)}${ms(row.max)}${row.cpu === undefined ? '' : ms(row.cpu).padStart(17)}`);
  }
  const peakMb = memory.server / 1024;
  console.log(`Peak resident memory: server ${peakMb.toFixed(0)} MB, its child processes (esbuild) ${(memory.children / 1024).toFixed(0)} MB`);
  console.log(`"how to sort by two columns" → ${top?.url ?? 'nothing'}${top?.demos ? ` (demos: ${top.demos.join(', ')})` : ''}`);

  const worstP95 = Math.max(...rows.map((row) => row.p95));
  const problems = [
    failures > 0 && `${failures} calls answered unexpectedly`,
    worstP95 > MCP_BENCH_TARGETS.p95Ms && `a tool's p95 is ${worstP95.toFixed(1)} ms (target ${MCP_BENCH_TARGETS.p95Ms} ms)`,
    peakMb > MCP_BENCH_TARGETS.peakRssMb && `peak resident memory is ${peakMb.toFixed(0)} MB (target ${MCP_BENCH_TARGETS.peakRssMb} MB)`,
  ].filter(Boolean);
  if (problems.length > 0) {
    console.error(`Over target: ${problems.join('; ')}.`);
    process.exitCode = 1;
  } else {
    console.log(`Within targets: p95 ≤ ${MCP_BENCH_TARGETS.p95Ms} ms per tool, peak ≤ ${MCP_BENCH_TARGETS.peakRssMb} MB.`);
  }
}

await main();
