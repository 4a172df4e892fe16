/**
 * A worker of the content build (scripts/build/content.ts), started with the project root as
 * its argument: it asks for a page by sending its first message, compiles each page it is sent
 * and answers with the outcome, and exits when it is sent null.
 */
import { compilePage } from './compiledPage';

/** A page to compile, or null when there is none left. */
export interface WorkerJob {
  job: { file: string; key: string } | null;
}

export interface WorkerMessage {
  /** `file:line:column: reason` when the page did not compile. */
  problem: string | null;
}

const root = process.argv[2] ?? process.cwd();

if (process.send) {
  const send = (message: WorkerMessage) => process.send?.(message);
  process.on('message', ({ job }: WorkerJob) => {
    if (!job) {
      process.exit(0);
    }
    void compilePage(root, job.file, job.key).then((problem) => send({ problem }));
  });
  // The first message asks for a page; it reports nothing.
  send({ problem: null });
}
