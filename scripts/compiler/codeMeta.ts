/**
 * The meta string of a fenced code block: an optional title and the lines to highlight.
 *
 *   ```tsx title="App.tsx" {1,4-6}
 */
export interface CodeMeta {
  title?: string;
  /** 1-based line numbers. */
  highlight: Set<number>;
}

export function parseCodeMeta(meta: string | undefined): CodeMeta {
  const result: CodeMeta = { highlight: new Set() };
  if (!meta) {
    return result;
  }
  const title = /\btitle=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta);
  const value = title?.[1] ?? title?.[2] ?? title?.[3];
  if (value) {
    result.title = value;
  }
  const ranges = /\{([\d,\s-]+)\}/.exec(meta)?.[1];
  for (const part of ranges?.split(',') ?? []) {
    const [from, to] = part.trim().split('-').map(Number);
    if (from === undefined || !Number.isInteger(from) || from < 1) {
      continue;
    }
    const end = to !== undefined && Number.isInteger(to) && to >= from ? to : from;
    for (let line = from; line <= end; line += 1) {
      result.highlight.add(line);
    }
  }
  return result;
}
