import * as prettier from 'prettier';
import ts from 'typescript';

/** A comment that survives TypeScript's emitter where a blank line would not. */
const BLANK_LINE = '//__demo_blank_line__';

/**
 * The JavaScript version of a TypeScript demo: types stripped by the TypeScript compiler
 * (type-only imports elided, JSX kept), blank lines preserved, then formatted by Prettier.
 * Build-time only; the JavaScript is never written by hand.
 */
export async function toJavaScript(source: string, fileName: string): Promise<string> {
  const marked = source
    .split('\n')
    .map((line) => (line.trim() === '' ? BLANK_LINE : line))
    .join('\n');
  const { outputText, diagnostics } = ts.transpileModule(marked, {
    fileName,
    reportDiagnostics: true,
    compilerOptions: {
      target: ts.ScriptTarget.ESNext,
      module: ts.ModuleKind.ESNext,
      jsx: ts.JsxEmit.Preserve,
      isolatedModules: true,
      removeComments: false,
    },
  });
  const error = diagnostics?.find((diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error);
  if (error) {
    throw new Error(`${fileName}: ${ts.flattenDiagnosticMessageText(error.messageText, '\n')}`);
  }
  const restored = outputText
    .split('\n')
    .map((line) => (line.trim() === BLANK_LINE ? '' : line))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n');
  return prettier.format(restored, { parser: 'babel', singleQuote: true, printWidth: 85, trailingComma: 'all' });
}

/** Formats the TypeScript source the same way, so both variants look alike. */
export function formatTypeScript(source: string): Promise<string> {
  return prettier.format(source, { parser: 'typescript', singleQuote: true, printWidth: 85, trailingComma: 'all' });
}
