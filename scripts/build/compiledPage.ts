/**
 * One page's compile for the content build (scripts/build/content.ts), in its process or in a
 * worker (contentWorker.ts): the compiled function body goes to `.build/content/`, headed by
 * the key it was compiled from.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { VFile } from 'vfile';
import { compiledFileOf } from '@/src/content/build/compiledFiles';
import { errorPlace } from '../content/lint';
import { compileMarkdown } from '../markdown/pipeline';

/** The first line of a compiled file records the key it was compiled from. */
const keyLine = (key: string) => `// key: ${key}\n`;

/** `file:line:column: reason` for a compile error. */
function describeCompileError(file: string, error: unknown): string {
  const { line, column, reason } = errorPlace(error);
  return `${file}:${line}:${column}: ${reason}`;
}

/**
 * The compiled function body of a markdown file (relative to the root) if it was compiled from
 * `key`, its current key; null when it was not compiled or its inputs changed since.
 */
export function currentCompiledBody(root: string, file: string, key: string): string | null {
  const output = path.join(root, compiledFileOf(file));
  if (!existsSync(output)) {
    return null;
  }
  const text = readFileSync(output, 'utf8');
  return text.startsWith(keyLine(key)) ? text.slice(keyLine(key).length) : null;
}

/**
 * Compiles a markdown file (relative to the root) and writes its compiled body; returns the
 * problem (`file:line:column: reason`) when it does not compile, and then removes its old
 * output: the build must not show an old version of a broken page.
 */
export async function compilePage(root: string, file: string, key: string): Promise<string | null> {
  const output = path.join(root, compiledFileOf(file));
  const source = new VFile({ path: path.join(root, file), cwd: root, value: readFileSync(path.join(root, file), 'utf8') });
  try {
    const body = await compileMarkdown(source);
    mkdirSync(path.dirname(output), { recursive: true });
    writeFileSync(output, keyLine(key) + body);
    return null;
  } catch (error) {
    rmSync(output, { force: true });
    return describeCompileError(file, error);
  }
}
