/**
 * Carries the hashed assets of previous deploys into a new one, so that a tab opened before the
 * deploy keeps loading its chunks (an island or a demo it has not shown yet): the host replaces
 * the whole site on each deploy, and the tab's page names files of its own build.
 *
 *   npx tsx scripts/deploy/carryAssets.ts <previous> <export> <next>
 *
 * `<previous>` is what the previous deploy left for this one (the deploy workflow downloads it as
 * an artifact of its last successful run; it may be missing: nothing is carried then). It holds
 * `deploys.json`, the list of the files of each of the last deploys, and `static/`, those files.
 * Every file of the last CARRIED_DEPLOYS deploys that the new export lacks is copied into its
 * `_next/static/`; `<next>` receives the same for the next deploy, this one included.
 *
 * Only `_next/static/` is carried: its names change with their content, so an old file never
 * shadows a new one. Page data (`_next/data/<build id>/`) is not: a tab of an older deploy gets
 * 404 for it and loads the new page in full (src/navigation/navigator.ts).
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findBuildId } from './buildId';

/** Deploys whose files stay available after them: this one and the two before it. */
export const CARRIED_DEPLOYS = 3;

export interface DeployRecord {
  buildId: string;
  /** Paths under `_next/static/`, with `/` separators. */
  files: string[];
}

export interface CarryPlan {
  /** Files of previous deploys to copy into the export. */
  carried: string[];
  /** The record for the next deploy: this one first. */
  deploys: DeployRecord[];
}

/** Which files of the previous deploys the new one carries, and what it hands on. */
export function planCarry(previous: readonly DeployRecord[], current: DeployRecord): CarryPlan {
  const deploys = [current, ...previous.filter((deploy) => deploy.buildId !== current.buildId)].slice(0, CARRIED_DEPLOYS);
  const own = new Set(current.files);
  const carried = new Set<string>();
  for (const deploy of deploys.slice(1)) {
    deploy.files.filter((file) => !own.has(file)).forEach((file) => carried.add(file));
  }
  return { carried: [...carried].sort(), deploys };
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

function readRecords(previousDir: string): DeployRecord[] {
  const file = path.join(previousDir, 'deploys.json');
  if (!existsSync(file)) return [];
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const valid = Array.isArray(parsed) && parsed.every((record: unknown) =>
    typeof record === 'object' && record !== null &&
    typeof (record as DeployRecord).buildId === 'string' &&
    Array.isArray((record as DeployRecord).files) && (record as DeployRecord).files.every((name) => typeof name === 'string'));
  if (!valid) {
    throw new Error(`${file}: not a list of { buildId, files } records.`);
  }
  return parsed as DeployRecord[];
}

/** Copies the carried files into the export and writes what the next deploy needs into `nextDir`. */
export function carryAssets(previousDir: string, exportDir: string, nextDir: string): CarryPlan {
  const staticDir = path.join(exportDir, '_next', 'static');
  const current: DeployRecord = { buildId: findBuildId(exportDir), files: filesUnder(staticDir) };
  const previous = readRecords(previousDir);
  const plan = planCarry(previous, current);
  const inPrevious = new Set(filesUnder(path.join(previousDir, 'static')));
  const missing = plan.carried.filter((file) => !inPrevious.has(file));
  if (missing.length > 0) {
    throw new Error(`${previousDir}/static lacks ${missing.length} file(s) its deploys.json lists, such as ${missing[0]}.`);
  }
  for (const file of plan.carried) {
    const target = path.join(staticDir, file);
    mkdirSync(path.dirname(target), { recursive: true });
    copyFileSync(path.join(previousDir, 'static', file), target);
  }
  rmSync(nextDir, { recursive: true, force: true });
  for (const file of new Set(plan.deploys.flatMap((deploy) => deploy.files))) {
    const target = path.join(nextDir, 'static', file);
    mkdirSync(path.dirname(target), { recursive: true });
    copyFileSync(path.join(staticDir, file), target);
  }
  writeFileSync(path.join(nextDir, 'deploys.json'), `${JSON.stringify(plan.deploys)}\n`);
  return plan;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [previousDir, exportDir, nextDir] = process.argv.slice(2);
  if (!previousDir || !exportDir || !nextDir) {
    console.error('Usage: npx tsx scripts/deploy/carryAssets.ts <previous> <export> <next>');
    process.exit(1);
  }
  try {
    if (!existsSync(previousDir)) {
      console.warn(`No previous deploy's assets in ${previousDir}: nothing carried (a first deploy, or its artifact expired).`);
    }
    const plan = carryAssets(previousDir, exportDir, nextDir);
    console.log(
      `Carried ${plan.carried.length} hashed file(s) of ${plan.deploys.length - 1} previous deploy(s) into ${exportDir}/_next/static/; ` +
        `${nextDir}/ holds the files of builds ${plan.deploys.map((deploy) => deploy.buildId).join(', ')} for the next deploy.`,
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
