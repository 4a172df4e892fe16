import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CARRIED_DEPLOYS, carryAssets, planCarry, type DeployRecord } from '@/scripts/deploy/carryAssets';

const deploy = (buildId: string, ...files: string[]): DeployRecord => ({ buildId, files: [`${buildId}/_buildManifest.js`, ...files] });

describe('which previous files a deploy carries', () => {
  it.each([
    ['a first deploy carries nothing', [], deploy('c', 'chunks/app-3.js'), [], ['c']],
    [
      'files of the previous deploys the new one lacks',
      [deploy('b', 'chunks/app-2.js', 'chunks/react-1.js'), deploy('a', 'chunks/app-1.js', 'chunks/react-1.js')],
      deploy('c', 'chunks/app-3.js', 'chunks/react-1.js'),
      ['a/_buildManifest.js', 'b/_buildManifest.js', 'chunks/app-1.js', 'chunks/app-2.js'],
      ['c', 'b', 'a'],
    ],
    [
      `no more than ${CARRIED_DEPLOYS} deploys, this one included`,
      [deploy('c', 'chunks/app-3.js'), deploy('b', 'chunks/app-2.js'), deploy('a', 'chunks/app-1.js')],
      deploy('d', 'chunks/app-4.js'),
      ['b/_buildManifest.js', 'c/_buildManifest.js', 'chunks/app-2.js', 'chunks/app-3.js'],
      ['d', 'c', 'b'],
    ],
    [
      'the same build deployed again is not carried twice',
      [deploy('c', 'chunks/app-3.js'), deploy('b', 'chunks/app-2.js')],
      deploy('c', 'chunks/app-3.js'),
      ['b/_buildManifest.js', 'chunks/app-2.js'],
      ['c', 'b'],
    ],
  ] as [string, DeployRecord[], DeployRecord, string[], string[]][])('%s', (_, previous, current, carried, order) => {
    const plan = planCarry(previous, current);
    expect(plan.carried).toEqual(carried);
    expect(plan.deploys.map((record) => record.buildId)).toEqual(order);
  });
});

describe('carrying files between deploys', () => {
  let base = '';
  const write = (file: string, content = file) => {
    mkdirSync(path.dirname(path.join(base, file)), { recursive: true });
    writeFileSync(path.join(base, file), content);
  };
  const at = (file: string) => path.join(base, file);

  beforeEach(() => {
    base = mkdtempSync(path.join(tmpdir(), 'carry-test-'));
    write('out/_next/static/b2/_buildManifest.js');
    write('out/_next/static/chunks/app-2.js');
  });
  afterEach(() => rmSync(base, { recursive: true, force: true }));

  it('copies the previous deploy’s files into the export and hands both on', () => {
    write('previous/static/b1/_buildManifest.js');
    write('previous/static/chunks/app-1.js', 'old app');
    write('previous/deploys.json', JSON.stringify([deploy('b1', 'chunks/app-1.js')]));
    const plan = carryAssets(at('previous'), at('out'), at('next'));
    expect(plan.carried).toEqual(['b1/_buildManifest.js', 'chunks/app-1.js']);
    expect(readFileSync(at('out/_next/static/chunks/app-1.js'), 'utf8')).toBe('old app');
    expect(JSON.parse(readFileSync(at('next/deploys.json'), 'utf8')).map((record: DeployRecord) => record.buildId)).toEqual(['b2', 'b1']);
    expect(existsSync(at('next/static/chunks/app-1.js'))).toBe(true);
    expect(existsSync(at('next/static/chunks/app-2.js'))).toBe(true);
  });

  it('carries nothing without a previous deploy', () => {
    expect(carryAssets(at('missing'), at('out'), at('next')).carried).toEqual([]);
    expect(JSON.parse(readFileSync(at('next/deploys.json'), 'utf8'))).toEqual([deploy('b2', 'chunks/app-2.js')]);
  });

  it.each([
    ['a record that is not a list', '{"buildId":"b1"}', /not a list of \{ buildId, files \} records/],
    ['a listed file missing', JSON.stringify([deploy('b1', 'chunks/app-1.js')]), /lacks 2 file\(s\) its deploys.json lists, such as b1\/_buildManifest.js/],
  ])('refuses %s, naming the file', (_, record, message) => {
    write('previous/deploys.json', record);
    expect(() => carryAssets(at('previous'), at('out'), at('next'))).toThrow(message);
  });
});
