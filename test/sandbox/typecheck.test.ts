import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { createSandboxProject } from '@/src/sandbox/project';
import { SITE_VERSIONS } from '@/src/sandbox/versions';

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** Writes a generated project to a temporary folder whose node_modules is this repository's. */
function writeProject(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'sandbox-project-'));
  made.push(dir);
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

/** `tsc --noEmit` over the project's own tsconfig.json: every diagnostic, formatted. */
function typeCheck(dir: string): string[] {
  const configFile = path.join(dir, 'tsconfig.json');
  const { config, error } = ts.readConfigFile(configFile, ts.sys.readFile);
  if (error) return [ts.flattenDiagnosticMessageText(error.messageText, '\n')];
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, dir, undefined, configFile);
  const program = ts.createProgram({ rootNames: parsed.fileNames, options: parsed.options, projectReferences: parsed.projectReferences });
  const diagnostics = [...parsed.errors, ...ts.getPreEmitDiagnostics(program)];
  return diagnostics.map((diagnostic) => {
    const where = diagnostic.file && diagnostic.start !== undefined ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start) : null;
    const file = diagnostic.file ? path.relative(dir, diagnostic.file.fileName) : '';
    return `${file}${where ? `:${where.line + 1}` : ''} ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
  });
}

describe('the generated TypeScript project type-checks with its own tsconfig.json', () => {
  it.each([
    // One demo per product family: a Data Grid Pro demo, pickers (Pro, Material UI, dayjs), charts.
    'data/data-grid/row-selection/RangeRowSelection.tsx',
    'data/date-pickers/playground/PickersPlayground.tsx',
    'data/charts/overview/ClimateComposedChart.tsx',
    // An untyped package (moment-hijri) behind the demo's own @ts-expect-error.
    'data/date-pickers/calendar-systems/HijriCalendar.tsx',
  ])('%s', (file) => {
    const source = readFileSync(path.resolve(file), 'utf8');
    const project = createSandboxProject({ name: path.basename(file, '.tsx'), source, variant: 'TS' }, SITE_VERSIONS);
    const dir = writeProject(project.files);
    expect(typeCheck(dir)).toEqual([]);
  });

  it('and a type error in the demo is reported (the check can fail)', () => {
    const source = "export default function Broken() {\n  const count: number = 'many';\n  return <p>{count}</p>;\n}\n";
    const dir = writeProject(createSandboxProject({ name: 'Broken', source, variant: 'TS' }, SITE_VERSIONS).files);
    expect(typeCheck(dir)).toEqual([expect.stringMatching(/^src\/Demo\.tsx:2 Type 'string' is not assignable to type 'number'/)]);
  });
});
