/**
 * Writes data/other-versions.json, the routes of the v6 and next sites that the versions menu
 * maps pages to, from the spec's other-versions.md. Run it again when the spec's lists change:
 *
 *   npx tsx scripts/other-versions.ts [path/to/other-versions.md]
 *
 * (default: ../shared/spec/other-versions.md, beside the project).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseOtherVersions } from './content/otherVersions';

const OTHER_VERSIONS_FILE = 'data/other-versions.json';

const source = path.resolve(process.argv[2] ?? '../shared/spec/other-versions.md');
const sites = parseOtherVersions(readFileSync(source, 'utf8'), source);
writeFileSync(OTHER_VERSIONS_FILE, `${JSON.stringify({ source: path.basename(source), sites }, null, 1)}\n`);
console.log(`${OTHER_VERSIONS_FILE}: ${Object.entries(sites).map(([label, site]) => `${label} (${site.release}) ${site.routes.length} routes`).join(', ')}`);
