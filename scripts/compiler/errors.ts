import path from 'node:path';

/**
 * Where a compile error points and what it says: a VFileMessage (what the compiler's checks
 * throw through `file.fail`) carries its file and place; anything else is placed at line 1 of
 * the page's first file.
 */
export function errorPlace(error: unknown): { file?: string; line: number; column: number; reason: string } {
  type Point = { line?: number; column?: number };
  const message = error as Point & { place?: Point & { start?: Point }; reason?: string; file?: string };
  const point = message.line !== undefined ? message : (message.place?.start ?? message.place);
  return {
    file: typeof message.file === 'string' && message.file ? message.file : undefined,
    line: point?.line ?? 1,
    column: point?.column ?? 1,
    reason: message.reason ?? (error instanceof Error ? error.message : String(error)),
  };
}

/** `file:line:column: reason`, the file relative to the root (`fallbackFile` when the error names none). */
export function describeCompileError(root: string, fallbackFile: string, error: unknown): string {
  const { file, line, column, reason } = errorPlace(error);
  const relative = file ? path.relative(root, path.resolve(root, file)).split(path.sep).join('/') : fallbackFile;
  return `${relative}:${line}:${column}: ${reason}`;
}
