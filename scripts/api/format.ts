/** Text processing of the API data: JSDoc markdown to HTML, long types formatted by Prettier. */
import * as prettier from 'prettier';
import { markdownSnippetToHtml } from '../compiler/parse';

/**
 * The same descriptions and types recur across a product's packages and pages (a Data Grid prop
 * is on DataGrid, DataGridPro and DataGridPremium): about a quarter of the 5,000 descriptions are
 * distinct, so each text is converted once per run.
 */
const htmlCache = new Map<string, string>();
const typeCache = new Map<string, Promise<string>>();

/** JSDoc is markdown; `[[GridColDef]]` is the packages' own link syntax, shown as code. */
export function jsDocToHtml(text: string): string {
  if (text.trim() === '') {
    return '';
  }
  let html = htmlCache.get(text);
  if (html === undefined) {
    html = markdownToHtml(text);
    htmlCache.set(text, html);
  }
  return html;
}

function markdownToHtml(text: string): string {
  const normalized = text
    .replace(/\[\[([^\]]+)\]\]/g, '`$1`')
    // Links to other MUI docs (`/material-ui/api/input/`) point at mui.com; `/x/` pages are ours.
    .replace(/\]\((\/(?!x\/)[^)\s]*)\)/g, '](https://mui.com$1)');
  return plainParagraphToHtml(normalized) ?? renderMarkdown(normalized);
}

/** Markdown to HTML through the site's markdown parser (scripts/compiler/parse.ts). */
export function renderMarkdown(text: string): string {
  return markdownSnippetToHtml(text);
}

/** A line of words, punctuation and simple code spans: nothing else markdown would interpret. */
const PLAIN_LINE = /^(?:[A-Za-z0-9 ,.;:'"()?/=+-]|`[^`\s](?:[^`\n]*[^`\s])?`)*$/;

/**
 * Most descriptions are one paragraph of plain words with a few code spans; for those the HTML is
 * written directly, as the markdown pipeline would write it (test/api/format.test.ts compares
 * both), which takes the conversion of the 5,000 descriptions from about a second to a few
 * milliseconds. Anything else (lists, links, emphasis, URLs, blank lines, indented or
 * list-like lines) returns null and goes through the pipeline.
 */
export function plainParagraphToHtml(text: string): string | null {
  const lines = text.split('\n');
  const plain = lines.every((line) => line !== '' && PLAIN_LINE.test(line) && !/^[-+=\d]|^\s|\s$| {2}/.test(line));
  if (!plain || /https?:|www\./i.test(text)) {
    return null;
  }
  const html = text.replace(/`([^`]+)`/g, (_match, code: string) => `<code>${code.replace(/&/g, '&#x26;').replace(/</g, '&#x3C;')}</code>`);
  return `<p>${html}</p>`;
}

/** Types up to this length stay on one line. */
export const ONE_LINE_TYPE_LENGTH = 60;

/**
 * A long type formatted over several lines (unions one member per line, objects one property
 * per line), as Prettier prints it. A short type, or one Prettier cannot parse, comes back as is.
 * `statement`: the text is a whole `type X = …` declaration.
 */
export function formatType(text: string, statement = false): Promise<string> {
  if (!statement && text.length <= ONE_LINE_TYPE_LENGTH) {
    return Promise.resolve(text);
  }
  const key = `${statement ? 's' : 't'}:${text}`;
  let formatted = typeCache.get(key);
  if (!formatted) {
    formatted = prettierType(text, statement);
    typeCache.set(key, formatted);
  }
  return formatted;
}

async function prettierType(text: string, statement: boolean): Promise<string> {
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
