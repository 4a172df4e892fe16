import { execFileSync } from 'node:child_process';

/** Resident memory of a process group, sampled with `ps`: the sum, and its largest process (kB). */
export interface GroupMemory {
  totalKb: number;
  largestKb: number;
  /** The command line of the largest process (shortened). */
  largestCommand: string;
  /** The processes of the group when it used the most, largest first: `<MB> MB <command>`. */
  atTotal: string[];
}

export function processGroupMemory(pgid: number): GroupMemory {
  try {
    const processes = execFileSync('ps', ['-o', 'rss=,args=', '-g', String(pgid)], { encoding: 'utf8' })
      .split('\n')
      .map((line) => /^\s*(\d+)\s+(.*)$/.exec(line))
      .filter((match): match is RegExpExecArray => match !== null)
      .map((match) => ({ kb: Number(match[1]), command: (match[2] ?? '').slice(0, 120) }));
    const largest = processes.reduce((top, process) => (process.kb > top.kb ? process : top), { kb: 0, command: '' });
    return {
      totalKb: processes.reduce((total, process) => total + process.kb, 0),
      largestKb: largest.kb,
      largestCommand: largest.command,
      atTotal: processes
        .filter((process) => process.kb >= 50 * 1024)
        .sort((a, b) => b.kb - a.kb)
        .map((process) => `${Math.round(process.kb / 1024)} MB ${process.command.slice(0, 60)}`),
    };
  } catch {
    return { totalKb: 0, largestKb: 0, largestCommand: '', atTotal: [] };
  }
}

/** Peaks of a process group's memory, sampled every `intervalMs` until `stop()`. */
export function samplePeakMemory(pgid: number, intervalMs = 100): { stop: () => GroupMemory } {
  const peak: GroupMemory = { totalKb: 0, largestKb: 0, largestCommand: '', atTotal: [] };
  const timer = setInterval(() => {
    const now = processGroupMemory(pgid);
    if (now.totalKb > peak.totalKb) {
      peak.totalKb = now.totalKb;
      peak.atTotal = now.atTotal;
    }
    if (now.largestKb > peak.largestKb) {
      peak.largestKb = now.largestKb;
      peak.largestCommand = now.largestCommand;
    }
  }, intervalMs);
  return {
    stop: () => {
      clearInterval(timer);
      return peak;
    },
  };
}
