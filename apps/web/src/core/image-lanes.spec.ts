import type { EncryptedImage } from '@video/domain';
import { imageLanes, LEAD_IMAGE_WAIT_MS } from './image-lanes';

const image = (name: string): EncryptedImage => ({ url: `/covers/${name}.jpg.enc`, type: 'jpeg' });

/** A loader whose loads finish when the test says so, and the order they were started in. */
function controlledLoader() {
  const started: string[] = [];
  const finishers = new Map<
    string,
    { done: (url: string) => void; fail: (error: Error) => void }
  >();
  const load = (target: EncryptedImage) => {
    started.push(target.url);
    return new Promise<string>((done, fail) => finishers.set(target.url, { done, fail }));
  };
  const finish = (target: EncryptedImage) => finishers.get(target.url)?.done(`blob:${target.url}`);
  const fail = (target: EncryptedImage) => finishers.get(target.url)?.fail(new Error('404'));
  return { load, started, finish, fail };
}

/** A lead image address the test hands over when it likes. */
function laterAddress() {
  let give: (image: EncryptedImage | null) => void = () => undefined;
  const address = new Promise<EncryptedImage | null>((resolve) => (give = resolve));
  return { address, give };
}

/** Lets the promise callbacks queued so far run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const never = () => new Promise<void>(() => undefined);
/** Each image's turn at once: the tests of the lanes need no tasks between images. */
const atOnce = () => Promise.resolve();

describe('imageLanes', () => {
  it('holds other images from the moment a lead is announced until its image is in', async () => {
    const loader = controlledLoader();
    const lanes = imageLanes(loader.load, never, atOnce);
    const banner = laterAddress();

    void lanes.lead(banner.address);
    const icon = lanes.other(image('icon'));
    await settle();
    expect(loader.started).toEqual([]);

    banner.give(image('banner'));
    await settle();
    expect(loader.started).toEqual(['/covers/banner.jpg.enc']);

    loader.finish(image('banner'));
    await settle();
    expect(loader.started).toEqual(['/covers/banner.jpg.enc', '/covers/icon.jpg.enc']);
    loader.finish(image('icon'));
    await expect(icon).resolves.toBe('blob:/covers/icon.jpg.enc');
  });

  it('lets other images go when the reply has no lead image, or the lead image fails', async () => {
    const loader = controlledLoader();
    const lanes = imageLanes(loader.load, never, atOnce);
    const none = laterAddress();
    void lanes.lead(none.address);
    void lanes.other(image('first'));
    none.give(null);
    await settle();
    expect(loader.started).toEqual(['/covers/first.jpg.enc']);

    void lanes.lead(Promise.resolve(image('banner')));
    void lanes.other(image('cover'));
    await settle();
    loader.fail(image('banner'));
    await settle();
    expect(loader.started).toContain('/covers/cover.jpg.enc');
  });

  it('loads other images at once when no lead is on its way', async () => {
    const loader = controlledLoader();
    void imageLanes(loader.load, never, atOnce).other(image('cover'));
    await settle();
    expect(loader.started).toEqual(['/covers/cover.jpg.enc']);
  });

  it('tells an image already loaded at once, while a lead is still on its way', () => {
    const loader = controlledLoader();
    const cached = (target: EncryptedImage) =>
      target.url === image('seen').url ? 'blob:seen' : undefined;
    const lanes = imageLanes(Object.assign(loader.load, { cached }), never, atOnce);

    void lanes.lead(laterAddress().address);

    expect(lanes.other.cached?.(image('seen'))).toBe('blob:seen');
    expect(lanes.other.cached?.(image('new'))).toBeUndefined();
  });

  it('stops waiting for a slow lead image after a while', async () => {
    const loader = controlledLoader();
    const waits: number[] = [];
    let timeUp: () => void = () => undefined;
    const lanes = imageLanes(
      loader.load,
      (ms) => {
        waits.push(ms);
        return new Promise<void>((resolve) => (timeUp = resolve));
      },
      atOnce,
    );

    void lanes.lead(Promise.resolve(image('banner')));
    void lanes.other(image('cover'));
    await settle();
    expect(loader.started).toEqual(['/covers/banner.jpg.enc']);

    timeUp();
    await settle();
    expect(waits).toEqual([LEAD_IMAGE_WAIT_MS]);
    expect(loader.started).toEqual(['/covers/banner.jpg.enc', '/covers/cover.jpg.enc']);
  });

  it('starts images one per turn (a task each), and none whose card went away meanwhile', async () => {
    const loader = controlledLoader();
    const turns: (() => void)[] = [];
    const lanes = imageLanes(loader.load, never, () => new Promise((next) => turns.push(next)));
    const gone = new AbortController();

    void lanes.other(image('first'));
    const second = lanes.other(image('second'), gone.signal);
    void lanes.other(image('third'));
    await settle();
    expect(loader.started).toEqual([]);

    turns.shift()?.();
    await settle();
    expect(loader.started).toEqual(['/covers/first.jpg.enc']);

    gone.abort();
    turns.shift()?.();
    await expect(second).rejects.toThrow();
    turns.shift()?.();
    await settle();
    expect(loader.started).toEqual(['/covers/first.jpg.enc', '/covers/third.jpg.enc']);
  });
});
