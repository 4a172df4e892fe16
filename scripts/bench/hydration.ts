/**
 * Where a page's load and hydration spend the main thread, for `npm run bench`: each bench
 * page is loaded on a 412 x 823 phone screen with the CPU throttled (no network throttling,
 * so the figures are the CPU's), recorded as a Chromium trace until the page marks itself
 * interactive (`html[data-hydrated]`). Lighthouse's own trace model (tracehouse) turns the
 * trace into tasks; this reports the long tasks up to that moment, their blocking time, and
 * for the longest task and the longest script task what they spend their time on: the kind of
 * work (script, style and layout, parsing, garbage collection…) and the scripts it is
 * attributed to. Median of HYDRATION_RUNS loads by blocking time.
 *
 * Lighthouse's simulated run (lighthouse.ts) estimates what a slow phone would see; this one
 * shows what the work actually is, task by task.
 */
import type { Browser } from '@playwright/test';
import { CpuProfileModel } from 'lighthouse/core/lib/tracehouse/cpu-profile-model.js';
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';

export const HYDRATION_RUNS = 3;

/** A task is long, and blocks input for its part beyond this, as in Total Blocking Time. */
export const LONG_TASK_MS = 50;

/** The trace categories DevTools' performance panel records, with the page's own marks. */
const TRACE_CATEGORIES = [
  '-*',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'blink.user_timing',
  'loading',
  'v8.execute',
  'v8',
  'disabled-by-default-v8.cpu_profiler',
  '__metadata',
];

const HYDRATED_MARK = 'bench:hydrated';

/** The fields of a trace event read here (timestamps in microseconds). */
interface TraceEvent {
  name: string;
  ts: number;
}

/** The part of Lighthouse's task node this summary reads (times in ms). */
export interface TaskLike {
  startTime: number;
  endTime: number;
  duration: number;
  selfTime: number;
  group: { id: string; label: string };
  attributableURLs: string[];
  children: TaskLike[];
  /** The trace event: a script's URL is in `args.data.url` (EvaluateScript, FunctionCall, compiling) or `args.fileName` (v8.run). */
  event?: { args?: { data?: { url?: unknown }; fileName?: unknown } };
}

export interface TaskBreakdown {
  /** From the navigation's start. */
  startMs: number;
  ms: number;
  /** Self time by kind of work, largest first. */
  work: { kind: string; ms: number }[];
  /** Time by the script each part is attributed to (DOCUMENT for work no script caused), largest first. */
  scripts: { url: string; ms: number }[];
  /** From the CPU profile: JavaScript self time by the script the code is in, and the costliest functions (minified names, with their place), largest first. */
  code?: ProfileSelfTime;
}

/** The part of a V8 CPU profile read here (times in microseconds). */
export interface CpuProfile {
  tid?: number;
  startTime: number;
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileSelfTime {
  scripts: { url: string; ms: number }[];
  functions: { name: string; ms: number }[];
}

export interface HydrationSummary {
  url: string;
  /** When the page marked itself interactive, from the navigation's start. */
  hydratedMs: number;
  /** Main-thread time in tasks up to then. */
  busyMs: number;
  longTasks: { startMs: number; ms: number }[];
  /** Each long task's part beyond LONG_TASK_MS, added up. */
  blockingMs: number;
  longest: TaskBreakdown | null;
  /** The longest task whose largest kind of work is running script: hydration itself. */
  longestScript: TaskBreakdown | null;
}

const add = (totals: Map<string, number>, key: string, ms: number) => totals.set(key, (totals.get(key) ?? 0) + ms);
const sortedRows = <K extends string>(totals: Map<string, number>, name: K) =>
  [...totals]
    .filter(([, ms]) => ms >= 0.5)
    .sort((a, b) => b[1] - a[1])
    .map(([key, ms]) => ({ [name]: key, ms: Math.round(ms) }) as { [P in K]: string } & { ms: number });

const SCRIPT_URL = /\.m?js(?:[?#]|$)/;
/** What work no script caused is attributed to. */
export const DOCUMENT = 'the document';

/** Lighthouse's id for the work of running script. */
const SCRIPT_WORK = 'scriptEvaluation';

/** Self time of `task` and its sub-tasks, added up by `keyOf` each node. */
function selfTimeBy(task: TaskLike, keyOf: (node: TaskLike) => string): Map<string, number> {
  const totals = new Map<string, number>();
  const visit = (node: TaskLike) => {
    add(totals, keyOf(node), node.selfTime);
    node.children.forEach(visit);
  };
  visit(task);
  return totals;
}

/** The id of the kind of work `task` and its sub-tasks spend the most self time on. */
export function mainWork(task: TaskLike): string | null {
  return sortedRows(selfTimeBy(task, (node) => node.group.id), 'id')[0]?.id ?? null;
}

function ownScript(node: TaskLike): string | undefined {
  const args = node.event?.args;
  const url = args?.data?.url ?? args?.fileName;
  return typeof url === 'string' && SCRIPT_URL.test(url) ? url : undefined;
}

/** A task's self time, and its sub-tasks', by kind of work and by script. */
export function breakDown(task: TaskLike, origin: string): TaskBreakdown {
  const scripts = new Map<string, number>();
  const visit = (node: TaskLike, inherited: string | undefined) => {
    // The script an event names (a function called, a script run) owns its time and its
    // sub-tasks'; otherwise the first script Lighthouse attributes the task to (it lists the
    // document's own URL too); without one the work is the document's (parsing, style, layout).
    const script = ownScript(node) ?? inherited ?? node.attributableURLs.find((url) => SCRIPT_URL.test(url));
    add(scripts, script ? script.replace(origin, '') : DOCUMENT, node.selfTime);
    node.children.forEach((child) => visit(child, script));
  };
  visit(task, undefined);
  return {
    startMs: Math.round(task.startTime),
    ms: Math.round(task.duration),
    work: sortedRows(selfTimeBy(task, (node) => node.group.label), 'kind'),
    scripts: sortedRows(scripts, 'url'),
  };
}

/**
 * Self time of the profile's samples from `startUs` to `endUs`, by script and by function. A
 * sample's time is the gap to the next sample; V8's own states ((program), (idle), (garbage
 * collector)) are left out: the trace's breakdown covers them. A function's self time includes
 * V8 compiling the functions it calls for the first time (turbopack's module loader, say, for
 * every module factory it runs).
 */
export function profileSelfTime(profile: CpuProfile, startUs: number, endUs: number, origin: string): ProfileSelfTime {
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const scripts = new Map<string, number>();
  const functions = new Map<string, number>();
  let time = profile.startTime;
  profile.samples.forEach((id, index) => {
    time += profile.timeDeltas[index] ?? 0;
    const next = time + (profile.timeDeltas[index + 1] ?? 0);
    const frame = frames.get(id);
    if (!frame?.url || time < startUs || time >= endUs) {
      return;
    }
    const url = frame.url.replace(origin, '');
    const ms = (next - time) / 1000;
    add(scripts, url, ms);
    add(functions, `${frame.functionName || '(anonymous)'} ${url.split('/').pop() ?? url}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`, ms);
  });
  return { scripts: sortedRows(scripts, 'url').slice(0, 4), functions: sortedRows(functions, 'name').slice(0, 3) };
}

/** The long tasks, blocking time and the two tasks worth a look among `topLevel` tasks before `hydratedMs`. */
export function summariseTasks(
  topLevel: TaskLike[],
  hydratedMs: number,
  origin: string,
  url: string,
  /** The JavaScript a task ran, from the CPU profile, when there is one. */
  codeOf: (task: TaskLike) => ProfileSelfTime | undefined = () => undefined,
): HydrationSummary {
  const withCode = (task: TaskLike | null) => (task ? { ...breakDown(task, origin), code: codeOf(task) } : null);
  const before = topLevel.filter((task) => task.startTime < hydratedMs);
  const long = before.filter((task) => task.duration > LONG_TASK_MS);
  const longestOf = (tasks: TaskLike[]) => tasks.reduce<TaskLike | null>((best, task) => (best && best.duration >= task.duration ? best : task), null);
  const longest = longestOf(before);
  const longestScript = longestOf(before.filter((task) => mainWork(task) === SCRIPT_WORK));
  return {
    url,
    hydratedMs: Math.round(hydratedMs),
    busyMs: Math.round(before.reduce((total, task) => total + task.duration, 0)),
    longTasks: long.map((task) => ({ startMs: Math.round(task.startTime), ms: Math.round(task.duration) })),
    blockingMs: Math.round(long.reduce((total, task) => total + task.duration - LONG_TASK_MS, 0)),
    longest: withCode(longest),
    longestScript: withCode(longestScript),
  };
}

/** One traced load of `url`, summarised. */
async function traceLoad(browser: Browser, origin: string, url: string, cpuThrottling: number): Promise<HydrationSummary> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottling });
    await page.goto('about:blank');
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await page.goto(`${origin}${url}`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.evaluate((mark) => performance.mark(mark), HYDRATED_MARK);
    const buffer = await browser.stopTracing();
    const parsed = JSON.parse(buffer.toString()) as { traceEvents?: TraceEvent[] } | TraceEvent[];
    const traceEvents = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
    const processed = await TraceProcessor.processTrace({ traceEvents } as Parameters<typeof TraceProcessor.processTrace>[0]);
    const tasks = MainThreadTasks.getMainThreadTasks(
      processed.mainThreadEvents,
      processed.frames,
      processed.timestamps.traceEnd,
      processed.timestamps.traceStart,
    );
    const mark = traceEvents.find((event) => event.name === HYDRATED_MARK);
    if (!mark) {
      throw new Error(`The trace of ${url} has no ${HYDRATED_MARK} mark.`);
    }
    const timeOrigin = processed.timestamps.timeOrigin;
    const mainThread = processed.mainThreadEvents[0]?.tid;
    const profile = (CpuProfileModel.collectProfileEvents(traceEvents as Parameters<typeof CpuProfileModel.collectProfileEvents>[0]) as CpuProfile[]).find(
      (candidate) => candidate.tid === mainThread,
    );
    return summariseTasks(
      tasks.filter((task) => !task.parent),
      (mark.ts - timeOrigin) / 1000,
      origin,
      url,
      (task) => (profile ? profileSelfTime(profile, timeOrigin + task.startTime * 1000, timeOrigin + task.endTime * 1000, origin) : undefined),
    );
  } finally {
    await context.close();
  }
}

/** HYDRATION_RUNS traced loads of `url`; the one with the median blocking time, with every run's. */
export async function measureHydration(
  browser: Browser,
  origin: string,
  url: string,
  cpuThrottling: number,
): Promise<HydrationSummary & { blockingRuns: number[] }> {
  const runs: HydrationSummary[] = [];
  for (let run = 0; run < HYDRATION_RUNS; run += 1) {
    runs.push(await traceLoad(browser, origin, url, cpuThrottling));
  }
  const sorted = [...runs].sort((a, b) => a.blockingMs - b.blockingMs);
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (!middle) {
    throw new Error(`No traced load of ${url}.`);
  }
  return { ...middle, blockingRuns: runs.map((run) => run.blockingMs) };
}

const describeTask = (breakdown: TaskBreakdown) => {
  const work = breakdown.work.map((row) => `${row.kind} ${row.ms}`).join(', ');
  const scripts = breakdown.scripts
    .slice(0, 3)
    .map((row) => `${row.url} ${row.ms}`)
    .join(', ');
  const lines = [`${breakdown.ms} ms at ${breakdown.startMs} ms: ${work} ms; by script: ${scripts} ms`];
  if (breakdown.code && breakdown.code.scripts.length > 0) {
    const code = breakdown.code.scripts.map((row) => `${row.url} ${row.ms}`).join(', ');
    const functions = breakdown.code.functions.map((row) => `${row.name} ${row.ms}`).join(', ');
    lines.push(`        JavaScript (CPU profile): ${code} ms; costliest functions: ${functions} ms`);
  }
  return lines;
};

export function formatHydration(type: string, summary: HydrationSummary & { blockingRuns: number[] }): string[] {
  const lines = [
    `  ${type.padEnd(12)} interactive at ${summary.hydratedMs} ms, main thread busy ${summary.busyMs} ms, ${summary.longTasks.length} long tasks, blocking ${summary.blockingMs} ms (runs ${summary.blockingRuns.join('/')})   ${summary.url}`,
  ];
  if (summary.longest) {
    const [first = '', ...rest] = describeTask(summary.longest);
    lines.push(`      longest task ${first}`, ...rest);
  }
  if (summary.longestScript && summary.longestScript.startMs !== summary.longest?.startMs) {
    const [first = '', ...rest] = describeTask(summary.longestScript);
    lines.push(`      longest script task ${first}`, ...rest);
  }
  return lines;
}
