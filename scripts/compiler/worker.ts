/**
 * A worker of the compiler's build (build.ts), started with the content root as its argument:
 * it asks for a page with its first message, compiles each page it is sent (writing its
 * record) and answers with the outcome, and exits when it is sent null.
 */
import { compileJob, type CompileProblem, type KeyedJob } from './build';

/** A page to compile, or null when there is none left. */
export interface WorkerRequest {
  job: KeyedJob | null;
}

export interface WorkerMessage {
  /** Why the page did not compile, if it did not. */
  problem: CompileProblem | null;
}

const root = process.argv[2] ?? process.cwd();

if (process.send) {
  const send = (message: WorkerMessage) => process.send?.(message);
  process.on('message', ({ job }: WorkerRequest) => {
    if (!job) {
      process.exit(0);
    }
    void compileJob(root, job).then((problem) => send({ problem }));
  });
  // The first message asks for a page; it reports nothing.
  send({ problem: null });
}
