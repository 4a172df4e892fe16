/**
 * The docs the server answers from: loaded once, at start, and again when a rebuild changed the
 * records' manifest or the API data (two `stat`s per call tell). Until the docs are built, every
 * call gets the error naming the command to run; a reload that fails (a build still running)
 * keeps answering from the docs loaded before.
 */
import { existsSync, statSync } from 'node:fs';
import type { Docs } from './docs';
import { builtFiles, loadDocs } from './load';

export class DocsSource {
  private loading: Promise<Docs> | null = null;
  private stamp = '';
  private lastGood: Docs | null = null;

  constructor(
    readonly root: string,
    private readonly log: (line: string) => void,
  ) {}

  /** The modification times of the files a build writes last ('' for a missing one). */
  private currentStamp(): string {
    return builtFiles(this.root)
      .map((file) => (existsSync(file) ? String(statSync(file).mtimeMs) : ''))
      .join('|');
  }

  docs(): Promise<Docs> {
    const stamp = this.currentStamp();
    if (this.loading && stamp === this.stamp) {
      return this.loading;
    }
    this.stamp = stamp;
    const started = performance.now();
    const reloading = this.lastGood !== null;
    this.loading = loadDocs(this.root).then(
      (docs) => {
        this.lastGood = docs;
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        this.log(`${reloading ? 'Reloaded' : 'Serving'} the docs of ${this.root}: ${docs.pages.length} pages, ${docs.api.length} API entries (${seconds} s).`);
        return docs;
      },
      (error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        if (this.lastGood) {
          this.log(`Reloading failed, still answering from the docs loaded before: ${message}`);
          return this.lastGood;
        }
        this.log(message);
        throw error;
      },
    );
    return this.loading;
  }
}
