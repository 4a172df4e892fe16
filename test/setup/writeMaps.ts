import { writeGeneratedSources } from '@/scripts/content/generatedSources';

/**
 * The generated maps (git-ignored) exist before any test imports the code that reads them, so
 * `npx vitest run` works in a fresh clone without `npm run build` first.
 */
export default function setup(): void {
  writeGeneratedSources(process.cwd());
}
