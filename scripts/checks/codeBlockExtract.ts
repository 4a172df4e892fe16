export interface CodeBlock {
  lang: 'ts' | 'tsx';
  /** The line of the opening fence (1-based) in the markdown file. */
  line: number;
  code: string;
  /** The meta says `fragment`: the block is not meant to compile on its own. */
  fragment: boolean;
}

const OPENING = /^(\s*)(`{3,}|~{3,})\s*([\w-]*)(.*)$/;

/** The ```ts / ```tsx blocks of a markdown file, with where they start. */
export function extractTypeScriptBlocks(source: string): CodeBlock[] {
  const lines = source.split('\n');
  const blocks: CodeBlock[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const opening = OPENING.exec(lines[index] ?? '');
    if (!opening) continue;
    const fence = opening[2] ?? '```';
    const lang = (opening[3] ?? '').toLowerCase();
    const meta = opening[4] ?? '';
    const start = index;
    const body: string[] = [];
    index += 1;
    while (index < lines.length && !(lines[index] ?? '').trim().startsWith(fence)) {
      body.push(lines[index] ?? '');
      index += 1;
    }
    const normalized = lang === 'typescript' ? 'ts' : lang;
    if (normalized === 'ts' || normalized === 'tsx') {
      blocks.push({ lang: normalized, line: start + 1, code: body.join('\n'), fragment: /(^|\s)fragment(\s|$)/.test(meta) });
    }
  }
  return blocks;
}
