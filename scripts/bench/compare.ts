/**
 * `npm run bench:compare -- <exportA> <exportB>`: Lighthouse (mobile preset) on two exports of
 * the site, runs interleaved (A, B, A, B…) so that the machine's load weighs on both alike,
 * each served by the project's own server. Prints the median of each page type for both.
 * For before/after figures: build the older commit into another folder and compare.
 */
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createStaticServer } from '../serve';
import { formatLighthouse, medianRun, runLighthouse, type LighthouseSummary } from './lighthouse';
import { BENCH_PAGES } from './pages';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);

async function serve(dir: string) {
  const server = createStaticServer(path.resolve(dir));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const [first, second] = process.argv.slice(2);
if (!first || !second) {
  console.error('Usage: npm run bench:compare -- <exportA> <exportB>');
  process.exit(1);
}
const a = await serve(first);
const b = await serve(second);
for (const { type, url } of BENCH_PAGES) {
  const runsA: LighthouseSummary[] = [];
  const runsB: LighthouseSummary[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    runsA.push(await runLighthouse(a.origin, url, 1));
    runsB.push(await runLighthouse(b.origin, url, 1));
  }
  console.log(`\n${type} (median of ${RUNS} interleaved runs)`);
  formatLighthouse(`A ${first}`, medianRun(runsA)).forEach((line) => console.log(line));
  formatLighthouse(`B ${second}`, medianRun(runsB)).forEach((line) => console.log(line));
}
a.server.close();
b.server.close();
