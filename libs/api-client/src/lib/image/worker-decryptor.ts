import type { ImageCipherConfig } from './cipher';
import type { DecryptReply, DecryptRequest } from './decrypt-protocol';
import { type ImageDecryptor, inlineDecryptor } from './image-decryptor';

/** The part of a `Worker` the decryptor uses, so tests can hand in a fake. */
export type DecryptWorker = Pick<Worker, 'postMessage' | 'terminate' | 'addEventListener'>;

export interface WorkerDecryptorOptions {
  /** Starts the worker; may throw (no `Worker`, blocked by CSP). Defaults to the bundled worker. */
  readonly createWorker?: () => DecryptWorker;
  /** Used when the worker cannot start or dies. Defaults to {@link inlineDecryptor}. */
  readonly fallback?: ImageDecryptor;
}

interface Job {
  readonly resolve: (data: Uint8Array | Promise<Uint8Array>) => void;
  readonly reject: (error: Error) => void;
  /** Set until the worker has answered once: the bytes kept to redo the job on the fallback. */
  readonly retry: (() => Promise<Uint8Array>) | null;
}

/** Vite bundles the worker because it sees this `new URL(…, import.meta.url)`. */
function spawnDecryptWorker(): DecryptWorker {
  return new Worker(new URL('../../worker/decrypt.worker.ts', import.meta.url), {
    type: 'module',
  });
}

/**
 * Decrypts in a Web Worker, off the main thread, transferring the bytes both ways. Falls back to
 * `fallback` for good when the worker cannot start or fails (no `Worker` in jsdom, no module
 * workers in old WebViews). Until the worker has answered once, it gets a copy of the bytes, so
 * that jobs caught in a failed start are redone on the fallback instead of failing.
 */
export function createWorkerDecryptor({
  createWorker = spawnDecryptWorker,
  fallback = inlineDecryptor,
}: WorkerDecryptorOptions = {}): ImageDecryptor {
  let worker: DecryptWorker | null = null;
  let broken = false;
  let proven = false;
  let nextId = 0;
  const jobs = new Map<number, Job>();

  function onMessage(event: MessageEvent<DecryptReply>): void {
    const reply = event.data;
    const job = jobs.get(reply.id);
    if (!job) return;
    jobs.delete(reply.id);
    proven = true;
    if (reply.ok) job.resolve(reply.data);
    else job.reject(new Error(reply.message));
  }

  function onFailure(): void {
    broken = true;
    stop((job) =>
      // Resolving with the fallback's promise settles the job as the fallback does.
      job.retry ? job.resolve(job.retry()) : job.reject(new Error('The decrypt worker failed.')),
    );
  }

  /** Terminates the worker and settles every pending job with `settle`. */
  function stop(settle: (job: Job) => void): void {
    worker?.terminate();
    worker = null;
    const pending = [...jobs.values()];
    jobs.clear();
    pending.forEach(settle);
  }

  function startedWorker(): DecryptWorker | null {
    if (worker || broken) return worker;
    try {
      worker = createWorker();
    } catch {
      broken = true;
      return null;
    }
    worker.addEventListener('message', onMessage);
    worker.addEventListener('error', onFailure);
    worker.addEventListener('messageerror', onFailure);
    return worker;
  }

  return {
    decrypt(cipher: ImageCipherConfig, data: Uint8Array): Promise<Uint8Array> {
      const target = startedWorker();
      if (!target) return fallback.decrypt(cipher, data);
      return new Promise((resolve, reject) => {
        const id = nextId++;
        const sent = proven ? data : data.slice();
        const retry = proven ? null : () => fallback.decrypt(cipher, data);
        jobs.set(id, { resolve, reject, retry });
        const request: DecryptRequest = { id, cipher, data: sent };
        try {
          target.postMessage(request, [sent.buffer as ArrayBuffer]);
        } catch {
          onFailure();
        }
      });
    },
    prepare() {
      startedWorker();
    },
    destroy() {
      stop((job) => job.reject(new Error('The decryptor was destroyed.')));
      proven = false;
    },
  };
}
