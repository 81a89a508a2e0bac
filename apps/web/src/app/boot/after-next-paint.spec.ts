import { afterNextPaint } from './after-next-paint';

/** A window whose frames and tasks run when the test says so. */
function fakeWindow(visibilityState: DocumentVisibilityState) {
  const frames: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  const document = Object.assign(new EventTarget(), { visibilityState });
  const win = {
    document,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => tasks.push(callback),
  } as unknown as Window;
  const run = (queue: (() => void)[]) => queue.splice(0).forEach((callback) => callback());
  const hide = () => {
    document.visibilityState = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
  };
  return { win, frame: () => run(frames), task: () => run(tasks), hide };
}

/** Whether `promise` has settled, once the microtasks queued so far have run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

describe('afterNextPaint', () => {
  it('waits for the next frame and the task after it (the paint comes between)', async () => {
    const { win, frame, task } = fakeWindow('visible');
    const painted = afterNextPaint(win);

    expect(await settled(painted)).toBe(false);
    frame();
    expect(await settled(painted)).toBe(false);
    task();
    expect(await settled(painted)).toBe(true);
  });

  it('does not wait in a hidden tab, which runs no frames until it is shown', async () => {
    const { win } = fakeWindow('hidden');
    expect(await settled(afterNextPaint(win))).toBe(true);
  });

  it('stops waiting when the tab is hidden before its frame', async () => {
    const { win, hide } = fakeWindow('visible');
    const painted = afterNextPaint(win);
    hide();
    expect(await settled(painted)).toBe(true);
  });
});
