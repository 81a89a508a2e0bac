import { nextTask } from './next-task';

export interface OnePerTask {
  /** Runs `job` in a task of its own, after the jobs given before it. */
  run(job: () => void): void;
  /** Settles once every job given so far has run. */
  done(): Promise<void>;
}

/**
 * Runs the jobs given to it one per task, in order: a handful of small jobs in one task is one
 * long task on a slow phone, which holds a tap or a paint back. A job that throws is reported and
 * the next ones still run.
 */
export function onePerTask(yieldToBrowser: () => Promise<void> = nextTask): OnePerTask {
  let last = Promise.resolve();
  return {
    run(job) {
      last = last
        .then(yieldToBrowser)
        .then(job)
        .catch((error: unknown) => console.error('a job run on its own task failed', error));
    },
    done: () => last,
  };
}
