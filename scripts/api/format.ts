/** Text processing of the API data: JSDoc markdown to HTML, long types formatted by Prettier. */
import * as prettier from 'prettier';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';

const markdown = unified().use(remarkParse).use(remarkGfm).use(remarkRehype).use(rehypeStringify);

/** JSDoc is markdown; `[[GridColDef]]` is the packages' own link syntax, shown as code. */
export function jsDocToHtml(text: string): string {
  if (text.trim() === '') {
    return '';
  }
  const normalized = text
    .replace(/\[\[([^\]]+)\]\]/g, '`$1`')
    // Links to other MUI docs (`/material-ui/api/input/`) point at mui.com; `/x/` pages are ours.
    .replace(/\]\((\/(?!x\/)[^)\s]*)\)/g, '](https://mui.com$1)');
  return String(markdown.processSync(normalized)).trim();
}

/** Types up to this length stay on one line. */
export const ONE_LINE_TYPE_LENGTH = 60;

/**
 * A long type formatted over several lines (unions one member per line, objects one property
 * per line), as Prettier prints it. A short type, or one Prettier cannot parse, comes back as is.
 * `statement`: the text is a whole `type X = …` declaration.
 */
export async function formatType(text: string, statement = false): Promise<string> {
  if (!statement && text.length <= ONE_LINE_TYPE_LENGTH) {
    return text;
  }
  const prefix = 'type __Api =';
  const source = statement ? `${text};` : `${prefix} ${text};`;
  try {
    const formatted = (await prettier.format(source, { parser: 'typescript', printWidth: 64, semi: true, singleQuote: true }))
      .trim()
      .replace(/;$/, '');
    if (statement) {
      return formatted;
    }
    const lines = formatted.slice(prefix.length).split('\n');
    const first = (lines.shift() ?? '').trim();
    const indent = Math.min(...lines.filter((line) => line.trim() !== '').map((line) => /^ */.exec(line)?.[0].length ?? 0));
    const rest = lines.map((line) => line.slice(Number.isFinite(indent) ? indent : 0));
    return (first === '' ? rest : [first, ...rest]).join('\n').trim();
  } catch {
    return text;
  }
}
