import { type ImageCipherConfig, encryptImage } from './cipher';
import { type DecryptRequest, answerDecryptRequest } from './decrypt-protocol';
import { type ImageDecryptor, inlineDecryptor } from './image-decryptor';
import { type DecryptWorker, createWorkerDecryptor } from './worker-decryptor';

const cipher: ImageCipherConfig = {
  algorithm: 'aes-128-cbc',
  key: '000102030405060708090a0b0c0d0e0f',
};
const plain = Uint8Array.from({ length: 40 }, (_, i) => i);
const encrypted = () => encryptImage(cipher, new Uint8Array(16).fill(3), plain);

/** A worker that answers like the real one, or stays silent until told what to do. */
class FakeWorker {
  readonly posted: { request: DecryptRequest; transfer: Transferable[] }[] = [];
  terminated = false;
  private readonly listeners = new Map<string, ((event: unknown) => void)[]>();

  constructor(private readonly answers = true) {}

  addEventListener(type: string, listener: (event: unknown) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  postMessage(request: DecryptRequest, transfer: Transferable[]): void {
    this.posted.push({ request, transfer });
    if (this.answers) queueMicrotask(() => this.answer(request));
  }

  answer(request: DecryptRequest): void {
    this.emit('message', { data: answerDecryptRequest(request).reply });
  }

  /** Answers the first request posted. */
  answerFirst(): void {
    const [first] = this.posted;
    if (first) this.answer(first.request);
  }

  emit(type: string, event: unknown = {}): void {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }

  terminate(): void {
    this.terminated = true;
  }

  asWorker(): DecryptWorker {
    return this as unknown as DecryptWorker;
  }
}

function spyFallback(): ImageDecryptor & { decrypt: ReturnType<typeof vi.fn> } {
  return { decrypt: vi.fn(inlineDecryptor.decrypt), destroy: vi.fn() };
}

function setUp(worker = new FakeWorker()) {
  const fallback = spyFallback();
  const createWorker = vi.fn(() => worker.asWorker());
  const decryptor = createWorkerDecryptor({ createWorker, fallback });
  return { worker, fallback, createWorker, decryptor };
}

describe('createWorkerDecryptor', () => {
  it('decrypts in one worker, started on first use', async () => {
    const { worker, fallback, createWorker, decryptor } = setUp();
    expect(createWorker).not.toHaveBeenCalled();
    await expect(decryptor.decrypt(cipher, encrypted())).resolves.toEqual(plain);
    await expect(decryptor.decrypt(cipher, encrypted())).resolves.toEqual(plain);
    expect(createWorker).toHaveBeenCalledTimes(1);
    expect(worker.posted.map(({ request }) => request.id)).toEqual([0, 1]);
    expect(fallback.decrypt).not.toHaveBeenCalled();
  });

  it('starts its worker when asked to prepare, and still only one', async () => {
    const { worker, createWorker, decryptor } = setUp();
    decryptor.prepare?.();
    expect(createWorker).toHaveBeenCalledOnce();

    await expect(decryptor.decrypt(cipher, encrypted())).resolves.toEqual(plain);
    expect(createWorker).toHaveBeenCalledOnce();
    expect(worker.posted).toHaveLength(1);
  });

  it('transfers a copy until the worker has answered, then the bytes themselves', async () => {
    const { worker, decryptor } = setUp();
    const first = encrypted();
    await decryptor.decrypt(cipher, first);
    const second = encrypted();
    await decryptor.decrypt(cipher, second);
    const [sentFirst, sentSecond] = worker.posted;
    expect(sentFirst?.request.data).toEqual(first);
    expect(sentFirst?.request.data.buffer).not.toBe(first.buffer);
    expect(sentFirst?.transfer).toEqual([sentFirst?.request.data.buffer]);
    expect(sentSecond?.request.data).toBe(second);
    expect(sentSecond?.transfer).toEqual([second.buffer]);
  });

  it('rejects with the worker’s message when the data is corrupt, and keeps the worker', async () => {
    const { worker, fallback, decryptor } = setUp();
    await expect(decryptor.decrypt(cipher, new Uint8Array(20))).rejects.toThrow('truncated');
    await expect(decryptor.decrypt(cipher, encrypted())).resolves.toEqual(plain);
    expect(worker.terminated).toBe(false);
    expect(fallback.decrypt).not.toHaveBeenCalled();
  });

  it('ignores a reply to no job', async () => {
    const { worker, decryptor } = setUp(new FakeWorker(false));
    const pending = decryptor.decrypt(cipher, encrypted());
    worker.emit('message', { data: { id: 99, ok: true, data: new Uint8Array(1) } });
    worker.answerFirst();
    await expect(pending).resolves.toEqual(plain);
  });

  it('decrypts on the fallback for good when the worker cannot start', async () => {
    const fallback = spyFallback();
    const createWorker = vi.fn((): DecryptWorker => {
      throw new ReferenceError('Worker is not defined');
    });
    const decryptor = createWorkerDecryptor({ createWorker, fallback });
    await expect(decryptor.decrypt(cipher, encrypted())).resolves.toEqual(plain);
    await expect(decryptor.decrypt(cipher, encrypted())).resolves.toEqual(plain);
    expect(createWorker).toHaveBeenCalledTimes(1);
    expect(fallback.decrypt).toHaveBeenCalledTimes(2);
  });

  it.each(['error', 'messageerror'])(
    'redoes pending jobs on the fallback when the worker fails (%s) before answering',
    async (type) => {
      const { worker, fallback, createWorker, decryptor } = setUp(new FakeWorker(false));
      const pending = [
        decryptor.decrypt(cipher, encrypted()),
        decryptor.decrypt(cipher, encrypted()),
      ];
      worker.emit(type);
      await expect(Promise.all(pending)).resolves.toEqual([plain, plain]);
      expect(worker.terminated).toBe(true);
      await expect(decryptor.decrypt(cipher, encrypted())).resolves.toEqual(plain);
      expect(fallback.decrypt).toHaveBeenCalledTimes(3);
      expect(createWorker).toHaveBeenCalledTimes(1);
    },
  );

  it('rejects jobs whose bytes went to a worker that failed after it had answered', async () => {
    const { worker, decryptor } = setUp(new FakeWorker(false));
    const first = decryptor.decrypt(cipher, encrypted());
    worker.answerFirst();
    await first;
    const second = decryptor.decrypt(cipher, encrypted());
    worker.emit('error');
    await expect(second).rejects.toThrow('The decrypt worker failed.');
  });

  it('falls back when posting to the worker throws', async () => {
    const worker = new FakeWorker();
    vi.spyOn(worker, 'postMessage').mockImplementation(() => {
      throw new DOMException('no', 'DataCloneError');
    });
    const { fallback, decryptor } = setUp(worker);
    await expect(decryptor.decrypt(cipher, encrypted())).resolves.toEqual(plain);
    expect(fallback.decrypt).toHaveBeenCalledTimes(1);
  });

  it('terminates on destroy, rejecting pending jobs, and starts afresh when used again', async () => {
    const { worker, createWorker, decryptor } = setUp(new FakeWorker(false));
    const pending = decryptor.decrypt(cipher, encrypted());
    decryptor.destroy();
    await expect(pending).rejects.toThrow('destroyed');
    expect(worker.terminated).toBe(true);
    void decryptor.decrypt(cipher, encrypted());
    expect(createWorker).toHaveBeenCalledTimes(2);
  });

  it('works where there is no Worker (jsdom), on the main thread', async () => {
    expect(typeof Worker).toBe('undefined');
    await expect(createWorkerDecryptor().decrypt(cipher, encrypted())).resolves.toEqual(plain);
  });
});
