/**
 * What a page's markdown holds, for the content report: words of prose (front matter, code,
 * directives and markup left out), live demos and code blocks.
 */
export interface PageStats {
  words: number;
  demos: number;
  codeBlocks: number;
}

const FENCE = /^(\s*)(`{3,}|~{3,})/;

export function markdownStats(source: string): PageStats {
  const body = source.replace(/^---\n[\s\S]*?\n---\n?/, '');
  let demos = 0;
  let codeBlocks = 0;
  let fence: string | null = null;
  const prose: string[] = [];
  for (const line of body.split('\n')) {
    const opening = FENCE.exec(line);
    if (fence) {
      if (opening && opening[2]?.startsWith(fence) && line.trim() === opening[2]) fence = null;
      continue;
    }
    if (opening) {
      fence = opening[2] ?? '```';
      codeBlocks += 1;
      continue;
    }
    if (/^\s*::demo\{/.test(line)) {
      demos += 1;
      continue;
    }
    if (/^\s*:::?\w*/.test(line) || /^\s*\|?\s*:?-{3,}/.test(line)) continue;
    prose.push(line);
  }
  const text = prose
    .join(' ')
    .replace(/`[^`]*`/g, ' code ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\{#[\w-]+\}/g, ' ')
    .replace(/[#>*_|]/g, ' ');
  const words = text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return { words, demos, codeBlocks };
}
