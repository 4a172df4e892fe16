import { describe, expect, it } from 'vitest';
import { breakDown, DOCUMENT, mainWork, profileSelfTime, summariseTasks, type CpuProfile, type TaskLike } from '@/scripts/bench/hydration';

const ORIGIN = 'http://127.0.0.1:4000';
const MAIN_PATH = '/_next/static/chunks/main.js';
const RUNTIME_PATH = '/_next/static/chunks/runtime.js';
const CHUNK = `${ORIGIN}${MAIN_PATH}`;
const RUNTIME = `${ORIGIN}${RUNTIME_PATH}`;
const PAGE = `${ORIGIN}/x/introduction/licensing/`;

const GROUPS = {
  other: 'Other',
  scriptEvaluation: 'Script Evaluation',
  styleLayout: 'Style & Layout',
  garbageCollection: 'Garbage Collection',
} as const;

/** A task node as Lighthouse's tracehouse builds it, with only what the summary reads. */
function task(
  group: keyof typeof GROUPS,
  startTime: number,
  selfTime: number,
  options: { children?: TaskLike[]; urls?: string[]; script?: string } = {},
): TaskLike {
  const children = options.children ?? [];
  const duration = selfTime + children.reduce((total, child) => total + child.duration, 0);
  return {
    startTime,
    endTime: startTime + duration,
    duration,
    selfTime,
    group: { id: group, label: GROUPS[group] },
    attributableURLs: options.urls ?? [],
    children,
    event: options.script ? { args: { data: { url: options.script } } } : {},
  };
}

describe('breakDown: what a task spends its time on', () => {
  it.each([
    {
      name: 'layout forced by nothing is the document’s',
      task: task('other', 0, 2, { urls: [PAGE], children: [task('styleLayout', 0, 60, { urls: [PAGE] })] }),
      work: [
        { kind: 'Style & Layout', ms: 60 },
        { kind: 'Other', ms: 2 },
      ],
      scripts: [{ url: DOCUMENT, ms: 62 }],
    },
    {
      name: 'a called function owns its time and its sub-tasks’, even garbage collection',
      task: task('other', 0, 1, {
        urls: [RUNTIME, PAGE],
        children: [task('scriptEvaluation', 0, 70, { script: CHUNK, children: [task('garbageCollection', 10, 8)] })],
      }),
      work: [
        { kind: 'Script Evaluation', ms: 70 },
        { kind: 'Garbage Collection', ms: 8 },
        { kind: 'Other', ms: 1 },
      ],
      scripts: [
        { url: MAIN_PATH, ms: 78 },
        { url: RUNTIME_PATH, ms: 1 },
      ],
    },
    {
      name: 'Lighthouse’s first script stands for a task that names none; the document’s URL is not a script',
      task: task('scriptEvaluation', 0, 40, { urls: [PAGE, CHUNK] }),
      work: [{ kind: 'Script Evaluation', ms: 40 }],
      scripts: [{ url: MAIN_PATH, ms: 40 }],
    },
    {
      name: 'parts under half a millisecond are left out',
      task: task('scriptEvaluation', 0, 55, { script: CHUNK, children: [task('styleLayout', 1, 0.3)] }),
      work: [{ kind: 'Script Evaluation', ms: 55 }],
      scripts: [{ url: MAIN_PATH, ms: 55 }],
    },
  ])('$name', ({ task: node, work, scripts }) => {
    const result = breakDown(node, ORIGIN);
    expect(result.work).toEqual(work);
    expect(result.scripts).toEqual(scripts);
    expect(result.ms).toBe(Math.round(node.duration));
  });
});

describe('mainWork', () => {
  it.each([
    { name: 'script', task: task('other', 0, 5, { children: [task('scriptEvaluation', 0, 30), task('styleLayout', 30, 20)] }), expected: 'scriptEvaluation' },
    { name: 'layout', task: task('other', 0, 5, { children: [task('scriptEvaluation', 0, 10), task('styleLayout', 10, 50)] }), expected: 'styleLayout' },
    { name: 'nothing measurable', task: task('other', 0, 0), expected: null },
  ])('$name', ({ task: node, expected }) => {
    expect(mainWork(node)).toBe(expected);
  });
});

describe('summariseTasks', () => {
  const layout = task('other', 100, 5, { children: [task('styleLayout', 100, 120)] });
  const hydration = task('other', 600, 2, { children: [task('scriptEvaluation', 600, 90, { script: CHUNK })] });
  const short = task('scriptEvaluation', 800, 30, { script: CHUNK });
  const afterwards = task('scriptEvaluation', 1300, 400, { script: CHUNK });

  it('counts the long tasks before the page is interactive, and what blocks input in them', () => {
    const summary = summariseTasks([layout, hydration, short, afterwards], 1200, ORIGIN, '/x/introduction/licensing/');
    expect(summary.longTasks).toEqual([
      { startMs: 100, ms: 125 },
      { startMs: 600, ms: 92 },
    ]);
    expect(summary.blockingMs).toBe(75 + 42);
    expect(summary.busyMs).toBe(125 + 92 + 30);
    expect(summary.hydratedMs).toBe(1200);
  });

  it('reports the longest task and, apart, the longest one spent running script', () => {
    const summary = summariseTasks([layout, hydration, short, afterwards], 1200, ORIGIN, '/x/', () => ({ scripts: [], functions: [] }));
    expect(summary.longest?.startMs).toBe(100);
    expect(summary.longest?.work[0]).toEqual({ kind: 'Style & Layout', ms: 120 });
    expect(summary.longestScript?.startMs).toBe(600);
    expect(summary.longestScript?.scripts[0]).toEqual({ url: MAIN_PATH, ms: 90 });
    expect(summary.longestScript?.code).toEqual({ scripts: [], functions: [] });
  });

  it('has nothing to report before any task', () => {
    const summary = summariseTasks([afterwards], 1200, ORIGIN, '/x/');
    expect(summary).toMatchObject({ longest: null, longestScript: null, longTasks: [], blockingMs: 0, busyMs: 0 });
  });
});

describe('profileSelfTime', () => {
  const frame = (functionName: string, url: string, lineNumber = 0, columnNumber = 0) => ({ functionName, url, lineNumber, columnNumber });
  const profile: CpuProfile = {
    startTime: 1_000_000,
    nodes: [
      { id: 1, callFrame: frame('(root)', '') },
      { id: 2, callFrame: frame('W', RUNTIME, 0, 7419) },
      { id: 3, callFrame: frame('', CHUNK, 1, 99) },
      { id: 4, callFrame: frame('(garbage collector)', '') },
    ],
    // Samples at +1, +2, +3, +5, +8 and +9 ms after the start; each lasts until the next.
    samples: [2, 2, 3, 4, 3, 2],
    timeDeltas: [1000, 1000, 1000, 2000, 3000, 1000],
  };

  it.each([
    {
      name: 'the whole profile',
      from: 1_000_000,
      to: 1_010_000,
      scripts: [
        { url: MAIN_PATH, ms: 3 },
        { url: RUNTIME_PATH, ms: 2 },
      ],
      functions: [
        { name: '(anonymous) main.js:2:100', ms: 3 },
        { name: 'W runtime.js:1:7420', ms: 2 },
      ],
    },
    {
      name: 'a window: samples outside it and V8’s own states are left out',
      from: 1_002_500,
      to: 1_008_500,
      scripts: [{ url: MAIN_PATH, ms: 3 }],
      functions: [{ name: '(anonymous) main.js:2:100', ms: 3 }],
    },
  ])('$name', ({ from, to, scripts, functions }) => {
    expect(profileSelfTime(profile, from, to, ORIGIN)).toEqual({ scripts, functions });
  });
});
