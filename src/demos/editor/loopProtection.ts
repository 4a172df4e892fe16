/**
 * Loop protection for edited demo code, as CodePen and CodeSandbox do it: every `while`,
 * `do … while` and `for` loop of the transpiled code asks a guard before each iteration, and
 * the guard (./sandbox.ts) ends the loop once the code has run for too long without giving
 * the page a turn. The loop ends rather than throws, so a `try`/`catch` inside it cannot keep
 * it going.
 *
 * The code is read with sucrase's parser (the one that just transpiled it), so loops are found
 * by their tokens, never inside strings, templates, regular expressions or comments, and the
 * inserted text has no line breaks: lines stay the reader's lines, and the guard is told the
 * line of its loop.
 */
import { parse } from 'sucrase/dist/esm/parser/index.js';
import { TokenType } from 'sucrase/dist/esm/parser/tokenizer/types.js';

/** The name the guard has in the evaluated code (a parameter of its wrapper). */
export const LOOP_GUARD = '__demoLoopGuard';

const OPENERS = new Set<TokenType>([TokenType.parenL, TokenType.bracketL, TokenType.braceL, TokenType.dollarBraceL]);
const CLOSERS = new Set<TokenType>([TokenType.parenR, TokenType.bracketR, TokenType.braceR]);

interface Token {
  type: TokenType;
  start: number;
  end: number;
}

/** The index of the token closing the bracket opened at `open`. */
function closing(tokens: readonly Token[], open: number): number {
  let depth = 0;
  for (let index = open; index < tokens.length; index += 1) {
    const type = tokens[index]?.type;
    if (type !== undefined && OPENERS.has(type)) depth += 1;
    else if (type !== undefined && CLOSERS.has(type)) {
      depth -= 1;
      if (depth === 0) return index;
    }
  }
  return -1;
}

/** The `;` tokens directly inside the brackets from `open` to `close`. */
function semicolonsInside(tokens: readonly Token[], open: number, close: number): number[] {
  const found: number[] = [];
  let depth = 0;
  for (let index = open + 1; index < close; index += 1) {
    const type = tokens[index]?.type;
    if (type === undefined) continue;
    if (OPENERS.has(type)) depth += 1;
    else if (CLOSERS.has(type)) depth -= 1;
    else if (type === TokenType.semi && depth === 0) found.push(index);
  }
  return found;
}

/** The 1-based line of each offset, for offsets read in increasing order. */
function lineCounter(code: string): (offset: number) => number {
  let line = 1;
  let position = 0;
  return (offset) => {
    for (; position < offset; position += 1) {
      if (code.charCodeAt(position) === 10) line += 1;
    }
    return line;
  };
}

/**
 * `code` with a guard call in every loop: in the condition of `while` and `do … while`
 * (`while (guard(3) && (cond))`) and of a classic `for`, and before the body of `for … in`
 * and `for … of` (`for (x of y) if (!guard(3)) break; else body`). Throws sucrase's syntax
 * error (with `loc`) when the code does not parse.
 */
export function protectLoops(code: string): string {
  const tokens: readonly Token[] = parse(code, false, false, false).tokens;
  const lineAt = lineCounter(code);
  const inserts: { at: number; text: string }[] = [];
  const guard = (line: number) => `${LOOP_GUARD}(${line})`;
  tokens.forEach((token, index) => {
    if (token.type !== TokenType._while && token.type !== TokenType._for) return;
    const line = lineAt(token.start);
    // `for await (`: the parenthesis comes one token later.
    const open = tokens[index + 1]?.type === TokenType.parenL ? index + 1 : index + 2;
    const close = tokens[open]?.type === TokenType.parenL ? closing(tokens, open) : -1;
    const openToken = tokens[open];
    const closeToken = tokens[close];
    if (!openToken || !closeToken) return;
    if (token.type === TokenType._while) {
      inserts.push({ at: openToken.end, text: `${guard(line)} && (` }, { at: closeToken.start, text: ')' });
      return;
    }
    const [first, second] = semicolonsInside(tokens, open, close);
    const firstSemi = first === undefined ? undefined : tokens[first];
    const secondSemi = second === undefined ? undefined : tokens[second];
    if (firstSemi && secondSemi) {
      if (second === (first ?? 0) + 1) {
        inserts.push({ at: firstSemi.end, text: guard(line) });
      } else {
        inserts.push({ at: firstSemi.end, text: ` ${guard(line)} && (` }, { at: secondSemi.start, text: ')' });
      }
    } else {
      inserts.push({ at: closeToken.end, text: ` if (!${guard(line)}) break; else ` });
    }
  });
  // From the end, so that each offset is still the original one when its text goes in.
  inserts.sort((a, b) => b.at - a.at);
  let result = code;
  for (const insert of inserts) {
    result = `${result.slice(0, insert.at)}${insert.text}${result.slice(insert.at)}`;
  }
  return result;
}
