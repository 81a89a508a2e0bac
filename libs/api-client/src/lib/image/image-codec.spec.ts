import { type ImageCipherConfig, encryptImage } from './cipher';
import { type ImageCodecOptions, createImageCodec } from './image-codec';
import { type ImageDecryptor, inlineDecryptor } from './image-decryptor';
import { ImageLoadError } from './image-load-error';
import { type DecryptWorker, createWorkerDecryptor } from './worker-decryptor';
import { answerDecryptRequest, type DecryptRequest } from './decrypt-protocol';

const cipher: ImageCipherConfig = {
  algorithm: 'aes-128-cbc',
  key: '000102030405060708090a0b0c0d0e0f',
};
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const encrypt = (bytes: Uint8Array) => encryptImage(cipher, new Uint8Array(16).fill(5), bytes);
const image = (name: string, type = 'png') => ({ url: `http://media.test/${name}`, type });

/** Object URLs handed out, by URL, with the blob each one shows. */
let blobs: Map<string, Blob>;
const revokeObjectURL = vi.fn<(url: string) => void>();
const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };

beforeEach(() => {
  blobs = new Map();
  URL.createObjectURL = (blob: Blob) => {
    const objectUrl = `blob:test/${blobs.size + 1}`;
    blobs.set(objectUrl, blob);
    return objectUrl;
  };
  URL.revokeObjectURL = revokeObjectURL;
  revokeObjectURL.mockClear();
});
afterEach(() => {
  URL.createObjectURL = original.create;
  URL.revokeObjectURL = original.revoke;
});

/** The bytes an object URL shows. */
async function bytesBehind(objectUrl: string): Promise<Uint8Array> {
  const blob = blobs.get(objectUrl);
  if (!blob) throw new Error(`No blob behind ${objectUrl}`);
  return new Uint8Array(await blob.arrayBuffer());
}

/** A fetch serving encrypted bytes by URL; a missing URL is a 404. */
function mediaServer(files: Record<string, Uint8Array | (() => Promise<Response>)>) {
  return vi.fn<typeof fetch>(async (input) => {
    const file = files[String(input)];
    if (typeof file === 'function') return file();
    return file ? new Response(file.slice()) : new Response('missing', { status: 404 });
  });
}

function codecWith(
  files: Parameters<typeof mediaServer>[0],
  options: Partial<ImageCodecOptions> = {},
) {
  const fetchSpy = mediaServer(files);
  return { fetchSpy, codec: createImageCodec({ fetch: fetchSpy, cipher, ...options }) };
}

/** A fetch that waits for `release()`, or rejects when its request is aborted. */
function deferredFile(bytes: Uint8Array) {
  let release = () => undefined as void;
  const signals: AbortSignal[] = [];
  const fetchFn = vi.fn<typeof fetch>(
    (_input, init) =>
      new Promise((resolve, reject) => {
        const signal = init?.signal as AbortSignal;
        signals.push(signal);
        signal.addEventListener('abort', () => reject(signal.reason));
        release = () => resolve(new Response(bytes.slice()));
      }),
  );
  return { fetchFn, signals, release: () => release() };
}

/** A worker decryptor whose fake worker answers like the real one. */
function fakeWorkerDecryptor() {
  const worker = {
    listeners: [] as ((event: { data: unknown }) => void)[],
    addEventListener(type: string, listener: (event: { data: unknown }) => void) {
      if (type === 'message') this.listeners.push(listener);
    },
    postMessage(request: DecryptRequest) {
      queueMicrotask(() =>
        this.listeners.forEach((listener) =>
          listener({ data: answerDecryptRequest(request).reply }),
        ),
      );
    },
    terminate: vi.fn(),
  };
  return {
    worker,
    decryptor: createWorkerDecryptor({ createWorker: () => worker as unknown as DecryptWorker }),
  };
}

describe('createImageCodec', () => {
  it.each([
    ['the default decryptor (no Worker here: main thread)', () => undefined],
    ['the main-thread decryptor', () => inlineDecryptor],
    ['a worker decryptor', () => fakeWorkerDecryptor().decryptor],
  ])('decrypts what encryptImage encrypted with %s', async (_case, decryptor) => {
    const { codec, fetchSpy } = codecWith(
      { [image('a').url]: encrypt(PNG) },
      { decryptor: decryptor() },
    );
    const objectUrl = await codec.load(image('a'));
    expect(blobs.get(objectUrl)?.type).toBe('image/png');
    expect(await bytesBehind(objectUrl)).toEqual(PNG);
    expect(fetchSpy).toHaveBeenCalledWith(
      image('a').url,
      expect.objectContaining({ credentials: 'omit' }),
    );
  });

  it.each([
    ['that can', () => ({ decrypt: inlineDecryptor.decrypt, prepare: vi.fn(), destroy: vi.fn() })],
    ['that cannot', () => ({ decrypt: inlineDecryptor.decrypt, destroy: vi.fn() })],
  ])('prepares a decryptor %s before the first cover, and still decrypts', async (_, make) => {
    const decryptor: ImageDecryptor & { prepare?: () => void } = make();
    const { codec } = codecWith({ [image('a').url]: encrypt(PNG) }, { decryptor });

    codec.prepare();

    if (decryptor.prepare) expect(decryptor.prepare).toHaveBeenCalledOnce();
    expect(await bytesBehind(await codec.load(image('a')))).toEqual(PNG);
  });

  it('labels the blob with the image type, jpg as jpeg', async () => {
    const { codec } = codecWith({ [image('a').url]: encrypt(PNG) });
    expect(blobs.get(await codec.load(image('a', 'jpg')))?.type).toBe('image/jpeg');
  });

  it.each(['svg', 'image/svg+xml', 'html'])(
    'refuses an image of type %j without fetching it: the error image, not a document',
    async (type) => {
      const { codec, fetchSpy } = codecWith({ [image('a').url]: encrypt(PNG) });
      const load = codec.load(image('a', type));
      await expect(load).rejects.toBeInstanceOf(ImageLoadError);
      await expect(load).rejects.toMatchObject({ reason: 'type' });
      expect(fetchSpy).not.toHaveBeenCalled();
      expect(blobs.size).toBe(0);
    },
  );

  it.each([
    ['a 404', undefined, 'http'],
    ['an empty body', new Uint8Array(0), 'empty'],
    ['garbage', Uint8Array.from({ length: 48 }, (_, i) => (i * 31) % 256), 'decrypt'],
    ['a truncated file', encrypt(PNG).subarray(0, 20), 'decrypt'],
    ['an encrypted empty file', encrypt(new Uint8Array(0)), 'empty'],
    ['a failed network', () => Promise.reject(new TypeError('offline')), 'network'],
    [
      'a body that breaks off',
      () =>
        Promise.resolve({
          ok: true,
          arrayBuffer: () => Promise.reject(new TypeError('reset')),
        } as Response),
      'network',
    ],
  ])('rejects %s with an ImageLoadError', async (_case, file, reason) => {
    const { codec } = codecWith(file === undefined ? {} : { [image('a').url]: file });
    const load = codec.load(image('a'));
    await expect(load).rejects.toBeInstanceOf(ImageLoadError);
    await expect(load).rejects.toMatchObject({ reason, url: image('a').url });
    expect(blobs.size).toBe(0);
  });

  it('does not remember a failure: a later load retries', async () => {
    const files: Record<string, Uint8Array> = {};
    const { codec, fetchSpy } = codecWith(files);
    await expect(codec.load(image('a'))).rejects.toMatchObject({ reason: 'http' });
    files[image('a').url] = encrypt(PNG);
    await expect(codec.load(image('a'))).resolves.toMatch(/^blob:/);
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });

  it('serves a second load from the cache', async () => {
    const { codec, fetchSpy } = codecWith({ [image('a').url]: encrypt(PNG) });
    const first = await codec.load(image('a'));
    expect(await codec.load(image('a'))).toBe(first);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('tells the URL of an image already decrypted without a turn of waiting, and nothing before', async () => {
    const { codec } = codecWith({ [image('a').url]: encrypt(PNG) });
    const loading = codec.load(image('a'));
    expect(codec.cached(image('a'))).toBeUndefined();
    const objectUrl = await loading;
    expect(codec.cached(image('a'))).toBe(objectUrl);
    expect(codec.cached(image('b'))).toBeUndefined();
  });

  it('shares one fetch between concurrent loads of a URL', async () => {
    const { codec, fetchSpy } = codecWith({ [image('a').url]: encrypt(PNG) });
    const [first, second] = await Promise.all([codec.load(image('a')), codec.load(image('a'))]);
    expect(second).toBe(first);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('revokes the least recently used object URL beyond maxEntries', async () => {
    const files = {
      [image('a').url]: encrypt(PNG),
      [image('b').url]: encrypt(PNG),
      [image('c').url]: encrypt(PNG),
    };
    const { codec, fetchSpy } = codecWith(files, { maxEntries: 2 });
    const a = await codec.load(image('a'));
    const b = await codec.load(image('b'));
    await codec.load(image('a'));
    await codec.load(image('c'));
    expect(revokeObjectURL.mock.calls).toEqual([[b]]);
    expect(await codec.load(image('a'))).toBe(a);
    await codec.load(image('b'));
    expect(fetchSpy).toHaveBeenCalledTimes(4);
  });

  it('revokes every object URL on clear, and fetches again afterwards', async () => {
    const { codec, fetchSpy } = codecWith({
      [image('a').url]: encrypt(PNG),
      [image('b').url]: encrypt(PNG),
    });
    const urls = [await codec.load(image('a')), await codec.load(image('b'))];
    codec.clear();
    expect(revokeObjectURL.mock.calls).toEqual(urls.map((url) => [url]));
    await codec.load(image('a'));
    expect(fetchSpy).toHaveBeenCalledTimes(3);
  });

  it('rejects at once for a signal already aborted, without fetching', async () => {
    const { codec, fetchSpy } = codecWith({ [image('a').url]: encrypt(PNG) });
    await expect(codec.load(image('a'), AbortSignal.abort())).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('rejects with an AbortError where signals carry no reason (WebViews before Chrome 98)', async () => {
    const { codec } = codecWith({ [image('a').url]: encrypt(PNG) });
    const oldSignal = { aborted: true, reason: undefined } as AbortSignal;
    await expect(codec.load(image('a'), oldSignal)).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('aborts the fetch when its only caller gives up', async () => {
    const file = deferredFile(encrypt(PNG));
    const codec = createImageCodec({ fetch: file.fetchFn, cipher });
    const controller = new AbortController();
    const load = codec.load(image('a'), controller.signal);
    controller.abort();
    await expect(load).rejects.toMatchObject({ name: 'AbortError' });
    expect(file.signals[0]?.aborted).toBe(true);
    expect(blobs.size).toBe(0);
  });

  it('keeps the fetch for callers still waiting when one gives up', async () => {
    const file = deferredFile(encrypt(PNG));
    const codec = createImageCodec({ fetch: file.fetchFn, cipher });
    const quitter = new AbortController();
    const stayer = new AbortController();
    const abandoned = codec.load(image('a'), quitter.signal);
    const kept = codec.load(image('a'), stayer.signal);
    const unsignalled = codec.load(image('a'));
    quitter.abort();
    await expect(abandoned).rejects.toMatchObject({ name: 'AbortError' });
    file.release();
    await expect(kept).resolves.toMatch(/^blob:/);
    await expect(unsignalled).resolves.toBe(await kept);
    expect(file.signals[0]?.aborted).toBe(false);
    expect(file.fetchFn).toHaveBeenCalledTimes(1);
  });

  it('passes on a failure to callers with a signal', async () => {
    const { codec } = codecWith({});
    await expect(codec.load(image('a'), new AbortController().signal)).rejects.toMatchObject({
      reason: 'http',
    });
  });

  it('aborts loads in flight on clear, creating no object URL', async () => {
    const file = deferredFile(encrypt(PNG));
    const codec = createImageCodec({ fetch: file.fetchFn, cipher });
    const load = codec.load(image('a'));
    codec.clear();
    await expect(load).rejects.toMatchObject({ name: 'AbortError' });
    expect(blobs.size).toBe(0);
  });

  it('drops a result that lands after clear', async () => {
    let finishDecrypt: (bytes: Uint8Array) => void = () => undefined;
    const decryptor = {
      decrypt: vi.fn(() => new Promise<Uint8Array>((resolve) => (finishDecrypt = resolve))),
      destroy: vi.fn(),
    };
    const { codec } = codecWith({ [image('a').url]: encrypt(PNG) }, { decryptor });
    const load = codec.load(image('a'));
    await vi.waitFor(() => expect(decryptor.decrypt).toHaveBeenCalled());
    codec.clear();
    finishDecrypt(PNG);
    await expect(load).rejects.toMatchObject({ name: 'AbortError' });
    expect(blobs.size).toBe(0);
  });

  it('leaves a decryptor it was given to its owner', async () => {
    const given = { decrypt: inlineDecryptor.decrypt, destroy: vi.fn() };
    const { codec } = codecWith({ [image('a').url]: encrypt(PNG) }, { decryptor: given });
    const objectUrl = await codec.load(image('a'));
    codec.destroy();
    expect(given.destroy).not.toHaveBeenCalled();
    expect(revokeObjectURL).toHaveBeenCalledWith(objectUrl);
  });

  it('decrypts in the bundled module worker by default, and terminates it on destroy', async () => {
    const started: { url: URL; options: WorkerOptions }[] = [];
    const terminate = vi.fn();
    vi.stubGlobal(
      'Worker',
      class {
        private onMessage: (event: { data: unknown }) => void = () => undefined;
        constructor(url: URL, options: WorkerOptions) {
          started.push({ url, options });
        }
        addEventListener(type: string, listener: (event: { data: unknown }) => void) {
          if (type === 'message') this.onMessage = listener;
        }
        postMessage(request: DecryptRequest) {
          queueMicrotask(() => this.onMessage({ data: answerDecryptRequest(request).reply }));
        }
        terminate = terminate;
      },
    );
    try {
      const { codec } = codecWith({ [image('a').url]: encrypt(PNG) });
      expect(await bytesBehind(await codec.load(image('a')))).toEqual(PNG);
      expect(started).toEqual([{ url: expect.any(URL), options: { type: 'module' } }]);
      expect(started[0]?.url.pathname).toMatch(/\/worker\/decrypt\.worker\.ts$/);
      codec.destroy();
      expect(terminate).toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
