/**
 * The modules a demo's source imports, found without a parser: a small scanner that skips
 * comments, strings, template literals and regular expressions, then reads the import and
 * export-from declarations and `import('…')` calls with a literal specifier. Type-only
 * declarations (`import type …`, `export type … from`) are left out: they load nothing.
 *
 * Shared by the build (which modules the editor may load: every import of every demo) and the
 * browser (which of them an edited demo needs, and the line of an unknown one).
 */

export interface ImportReference {
  specifier: string;
  /** Where the specifier's string starts, 1-based (as the transpiler reports errors). */
  line: number;
  column: number;
}

type Token = {
  kind: 'name' | 'string' | 'punct';
  value: string;
  index: number;
};

const REGEX_AFTER_WORD = new Set([
  'return',
  'typeof',
  'case',
  'do',
  'else',
  'in',
  'of',
  'new',
  'delete',
  'void',
  'throw',
  'yield',
  'await',
  'instanceof',
]);
const isNameStart = (char: string) => /[A-Za-z_$\u0080-\uffff]/.test(char);
const isNameChar = (char: string) => /[\w$\u0080-\uffff]/.test(char);

/** Index just past a quoted string starting at `start` (a string never spans lines). */
function skipString(source: string, start: number): number {
  const quote = source[start];
  let index = start + 1;
  while (index < source.length) {
    const char = source[index];
    if (char === '\\') {
      index += 2;
    } else if (char === quote) {
      return index + 1;
    } else if (char === '\n') {
      return index;
    } else {
      index += 1;
    }
  }
  return index;
}

/** Index just past a template literal starting at `start`, its `${…}` parts included. */
function skipTemplate(source: string, start: number): number {
  let index = start + 1;
  while (index < source.length) {
    const char = source[index];
    if (char === '\\') {
      index += 2;
    } else if (char === '`') {
      return index + 1;
    } else if (char === '$' && source[index + 1] === '{') {
      index = skipCode(source, index + 2);
    } else {
      index += 1;
    }
  }
  return index;
}

/** Index just past the `}` closing code that starts at `start` (inside a template's `${`). */
function skipCode(source: string, start: number): number {
  let depth = 0;
  let index = start;
  while (index < source.length) {
    const char = source[index];
    const skipped = skipTrivia(source, index);
    if (skipped !== index) {
      index = skipped;
    } else if (char === '"' || char === "'") {
      index = skipString(source, index);
    } else if (char === '`') {
      index = skipTemplate(source, index);
    } else if (char === '{') {
      depth += 1;
      index += 1;
    } else if (char === '}') {
      if (depth === 0) {
        return index + 1;
      }
      depth -= 1;
      index += 1;
    } else {
      index += 1;
    }
  }
  return index;
}

/** Index past whitespace and comments at `start` (`start` itself when there are none). */
function skipTrivia(source: string, start: number): number {
  let index = start;
  for (;;) {
    const char = source[index];
    if (char !== undefined && /\s/.test(char)) {
      index += 1;
    } else if (char === '/' && source[index + 1] === '/') {
      const end = source.indexOf('\n', index);
      index = end === -1 ? source.length : end;
    } else if (char === '/' && source[index + 1] === '*') {
      const end = source.indexOf('*/', index + 2);
      index = end === -1 ? source.length : end + 2;
    } else {
      return index;
    }
  }
}

/**
 * A regular expression literal at `start`, if the `/` there starts one: it ends on the same
 * line. Otherwise (a division, or `</` in JSX) null.
 */
function regexEnd(source: string, start: number): number | null {
  let index = start + 1;
  let inClass = false;
  while (index < source.length) {
    const char = source[index];
    if (char === '\n') {
      return null;
    }
    if (char === '\\') {
      index += 2;
      continue;
    }
    if (char === '[') {
      inClass = true;
    } else if (char === ']') {
      inClass = false;
    } else if (char === '/' && !inClass) {
      index += 1;
      while (index < source.length && isNameChar(source[index] ?? '')) {
        index += 1;
      }
      return index;
    }
    index += 1;
  }
  return null;
}

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let index = 0;
  while (index < source.length) {
    index = skipTrivia(source, index);
    const char = source[index];
    if (char === undefined) {
      break;
    }
    if (char === '"' || char === "'") {
      const end = skipString(source, index);
      tokens.push({
        kind: 'string',
        value: source.slice(index + 1, end - 1),
        index,
      });
      index = end;
    } else if (char === '`') {
      index = skipTemplate(source, index);
      tokens.push({ kind: 'punct', value: '`', index });
    } else if (isNameStart(char)) {
      const start = index;
      while (index < source.length && isNameChar(source[index] ?? '')) {
        index += 1;
      }
      tokens.push({
        kind: 'name',
        value: source.slice(start, index),
        index: start,
      });
    } else if (char === '/') {
      const previous = tokens.at(-1);
      const regexAllowed =
        previous === undefined ||
        (previous.kind === 'punct' && !/^[)\]}`]$/.test(previous.value)) ||
        (previous.kind === 'name' && REGEX_AFTER_WORD.has(previous.value));
      const end = regexAllowed ? regexEnd(source, index) : null;
      tokens.push({ kind: 'punct', value: '/', index });
      index = end ?? index + 1;
    } else {
      tokens.push({ kind: 'punct', value: char, index });
      index += 1;
    }
  }
  return tokens;
}

function position(source: string, index: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let at = source.indexOf('\n'); at !== -1 && at < index; at = source.indexOf('\n', at + 1)) {
    line += 1;
    lineStart = at + 1;
  }
  return { line, column: index - lineStart + 1 };
}

/** The tokens a binding list (`a, { b as c, type D }, * as e`) is made of. */
const isBindingToken = (token: Token) => token.kind === 'name' || /^[{},*]$/.test(token.value);

/** Every module the source loads, in order, with where its specifier is written. */
export function collectImports(source: string): ImportReference[] {
  const tokens = tokenize(source);
  const found: ImportReference[] = [];
  const add = (token: Token | undefined) => {
    if (token?.kind === 'string') {
      found.push({ specifier: token.value, ...position(source, token.index) });
    }
  };
  /** The string after `from`, scanning binding tokens from `start`; -1 when there is none. */
  const fromClause = (start: number): number => {
    let at = start;
    while (at < tokens.length) {
      const token = tokens[at];
      if (!token) {
        return -1;
      }
      if (token.kind === 'name' && token.value === 'from' && tokens[at + 1]?.kind === 'string') {
        return at + 1;
      }
      if (!isBindingToken(token)) {
        return -1;
      }
      at += 1;
    }
    return -1;
  };

  for (let at = 0; at < tokens.length; at += 1) {
    const token = tokens[at];
    const previous = tokens[at - 1];
    if (token?.kind !== 'name' || (previous?.kind === 'punct' && previous.value === '.')) {
      continue;
    }
    const next = tokens[at + 1];
    if (token.value === 'import') {
      if (next?.value === '(' && next.kind === 'punct') {
        const argument = tokens[at + 2];
        const after = tokens[at + 3];
        if (argument?.kind === 'string' && after?.kind === 'punct' && (after.value === ')' || after.value === ',')) {
          add(argument);
        }
      } else if (next?.kind === 'string') {
        add(next);
      } else if (next?.kind === 'name' && next.value === 'type' && tokens[at + 2]?.value !== 'from' && tokens[at + 2]?.value !== ',') {
        // `import type { A } from '…'`: erased.
      } else if (next && isBindingToken(next)) {
        const specifier = fromClause(at + 1);
        if (specifier !== -1) {
          add(tokens[specifier]);
          at = specifier;
        }
      }
    } else if (token.value === 'export' && next?.kind === 'punct' && (next.value === '{' || next.value === '*')) {
      const specifier = fromClause(at + 1);
      if (specifier !== -1) {
        add(tokens[specifier]);
        at = specifier;
      }
    }
  }
  return found;
}
