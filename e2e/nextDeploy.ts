/**
 * A second deploy for the deploy-skew tests, derived from the export the tests run against
 * (`out/`) instead of built again (a build takes ten minutes here; this took 6.7 s with the
 * machine under a load of 22): the same files under a new build id, as a content-only deploy
 * would give (Next.js's chunks keep their hashed names, `_next/static/<id>/` and
 * `_next/data/<id>/` move, every page names the new id), plus text changes in chosen pages, so
 * that a test can tell which deploy it reads.
 * Unchanged files are hard links, so the copy costs no disk; it lives in the system's temporary
 * folder and is removed by `remove()`.
 *
 * And a test-only static server (the project's own, scripts/serve.ts) whose export can be
 * swapped while it runs: the host replacing one deploy by the next under an open tab.
 */
import { linkSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createStaticServer } from '@/scripts/serve';
import { findBuildId } from '@/scripts/deploy/buildId';

/** Text replaced in one file of the next deploy (path relative to the export, before the build id moves). */
export interface TextChange {
  file: string;
  from: string;
  to: string;
}

/** Files that name the build id: every page, and the worker's precache list. */
const NAMES_BUILD_ID = /\.html$|(^|\/)sw\.js$/;

export function deriveNextDeploy(exportDir: string, changes: readonly TextChange[]) {
  const buildId = findBuildId(exportDir);
  const nextBuildId = `${buildId}-next`;
  const dir = mkdtempSync(path.join(tmpdir(), 'next-deploy-'));
  const moved = (file: string) =>
    file.replace(`_next/static/${buildId}/`, `_next/static/${nextBuildId}/`).replace(`_next/data/${buildId}/`, `_next/data/${nextBuildId}/`);
  const pending = new Map(changes.map((change) => [change.file, change]));
  for (const entry of readdirSync(exportDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.relative(exportDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    const source = path.join(exportDir, file);
    const target = path.join(dir, moved(file));
    mkdirSync(path.dirname(target), { recursive: true });
    const change = pending.get(file);
    if (!change && !NAMES_BUILD_ID.test(file)) {
      linkSync(source, target);
      continue;
    }
    let text = readFileSync(source, 'utf8').replaceAll(buildId, nextBuildId);
    if (change) {
      if (!text.includes(change.from)) {
        throw new Error(`${file} does not contain ${JSON.stringify(change.from)}: the next deploy cannot change it.`);
      }
      text = text.replaceAll(change.from, change.to);
      pending.delete(file);
    }
    writeFileSync(target, text);
  }
  if (pending.size > 0) {
    throw new Error(`Not in ${exportDir}: ${[...pending.keys()].join(', ')}.`);
  }
  return { dir, buildId, nextBuildId, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The project's static server, serving `root` until `serve(other)` swaps the export under it. */
export async function startSwappableServer(root: string) {
  let current = createStaticServer(root);
  const server = http.createServer((request, response) => current.emit('request', request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    serve: (exportDir: string) => {
      current = createStaticServer(exportDir);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
