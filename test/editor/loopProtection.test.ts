import { describe, expect, it } from 'vitest';
import { LOOP_GUARD, protectLoops } from '@/src/demos/editor/loopProtection';

const G = LOOP_GUARD;

describe('protectLoops', () => {
  it.each([
    ['while', 'while (a) b();', `while (${G}(1) && (a)) b();`],
    ['do … while', 'do {\n  b();\n} while (a);', `do {\n  b();\n} while (${G}(3) && (a));`],
    ['a classic for', 'for (let i = 0; i < n; i++) s += i;', `for (let i = 0; ${G}(1) && ( i < n); i++) s += i;`],
    ['a for without a condition', 'for (;;) {}', `for (;${G}(1);) {}`],
    ['for … of', 'for (const x of xs) use(x);', `for (const x of xs) if (!${G}(1)) break; else  use(x);`],
    ['for … in', 'for (const k in o) use(k);', `for (const k in o) if (!${G}(1)) break; else  use(k);`],
    ['for await', 'async function f() {\n  for await (const x of xs) use(x);\n}', `async function f() {\n  for await (const x of xs) if (!${G}(2)) break; else  use(x);\n}`],
    ['a classic for with a function in its head', 'for (let f = () => { a; b; }; f(); ) {}', `for (let f = () => { a; b; }; ${G}(1) && ( f()); ) {}`],
  ])('%s', (_, code, protectedCode) => {
    expect(protectLoops(code)).toBe(protectedCode);
  });

  it.each([
    ['keywords as property names', 'const o = { while: 1, for() { return o.while; } };\nclass A { do() {} }\na?.for;'],
    ['loop words in strings, templates, regular expressions and comments', "const s = 'while (x)';\nconst t = `for (;;) ${'do'}`;\nconst r = /while (x)/g;\n// for (;;) {}\n/* while (true) */"],
  ])('leaves %s alone', (_, code) => {
    expect(protectLoops(code)).toBe(code);
  });

  it('keeps every line where it was, and tells each guard its line', () => {
    const code = 'let n = 0;\nwhile (n < 3) n++;\nfor (;;) {\n  do {} while (false);\n  break;\n}\n';
    const protectedCode = protectLoops(code);
    expect(protectedCode.split('\n')).toHaveLength(code.split('\n').length);
    expect([...protectedCode.matchAll(new RegExp(`${G}\\((\\d+)\\)`, 'g'))].map((match) => Number(match[1]))).toEqual([2, 3, 4]);
  });

  it('throws the parser error, with its location, for code that does not parse', () => {
    expect(() => protectLoops('while (')).toThrow();
  });
});

/** Runs protected code with a guard that allows `allowed` iterations in all, and returns what the code returns. */
function run(code: string, allowed = Infinity): { value: unknown; calls: number[] } {
  const calls: number[] = [];
  const guard = (line: number) => {
    calls.push(line);
    return calls.length <= allowed;
  };
  const body = protectLoops(code);
  const value: unknown = new Function(G, body)(guard);
  return { value, calls };
}

describe('protected loops', () => {
  it.each([
    ['a sum', 'let s = 0; for (let i = 1; i <= 4; i++) s += i; return s;', 10],
    ['continue and break', 'let s = 0; for (const x of [1, 2, 3, 4, 5]) { if (x === 2) continue; if (x === 5) break; s += x; } return s;', 8],
    ['a labelled continue', 'let s = 0; outer: for (const a of [1, 2]) { for (const b of [10, 20]) { if (b === 20) continue outer; s += a * b; } } return s;', 30],
    ['a do … while that runs once', 'let n = 0; do { n++; } while (n < 0); return n;', 1],
    ['an else that belongs to the if around the loop', 'let r = ""; if (false) for (const x of [1]) r += x; else r = "else"; return r;', 'else'],
    ['an assignment in the condition', 'const q = [3, 2, 1]; let x, s = 0; while ((x = q.pop())) s += x; return s;', 6],
  ])('behave as before while the guard allows: %s', (_, code, value) => {
    expect(run(code).value).toBe(value);
  });

  it.each([
    ['while (true)', 'while (true) {} return "ended";'],
    ['for (;;)', 'for (;;) {} return "ended";'],
    ['do … while (true)', 'do {} while (true); return "ended";'],
    ['an infinite generator', 'function* g() { for (let i = 0; ; i++) yield i; } for (const x of g()) {} return "ended";'],
    ['a loop that catches everything', 'while (true) { try { throw new Error("x"); } catch (e) {} } return "ended";'],
    ['nested loops', 'while (true) { while (true) {} } return "ended";'],
  ])('end when the guard says so: %s', (_, code) => {
    const { value, calls } = run(code, 100);
    expect(value).toBe('ended');
    expect(calls.length).toBeGreaterThan(100);
  });
});
