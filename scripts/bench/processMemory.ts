import { execFileSync } from 'node:child_process';

/** Resident memory of a process group, sampled with `ps`: the sum, and its largest process (kB). */
export interface GroupMemory {
  totalKb: number;
  largestKb: number;
}

export function processGroupMemory(pgid: number): GroupMemory {
  try {
    const sizes = execFileSync('ps', ['-o', 'rss=', '-g', String(pgid)], { encoding: 'utf8' })
      .split('\n')
      .map((line) => Number(line.trim()))
      .filter((value) => Number.isFinite(value) && value > 0);
    return { totalKb: sizes.reduce((total, value) => total + value, 0), largestKb: Math.max(0, ...sizes) };
  } catch {
    return { totalKb: 0, largestKb: 0 };
  }
}

/** Peaks of a process group's memory, sampled every `intervalMs` until `stop()`. */
export function samplePeakMemory(pgid: number, intervalMs = 100): { stop: () => GroupMemory } {
  const peak: GroupMemory = { totalKb: 0, largestKb: 0 };
  const timer = setInterval(() => {
    const now = processGroupMemory(pgid);
    peak.totalKb = Math.max(peak.totalKb, now.totalKb);
    peak.largestKb = Math.max(peak.largestKb, now.largestKb);
  }, intervalMs);
  return {
    stop: () => {
      clearInterval(timer);
      return peak;
    },
  };
}
