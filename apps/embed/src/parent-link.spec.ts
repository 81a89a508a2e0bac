import { EMBED_CHANNEL, type EmbedCommand } from './embed-protocol';
import { linkParent } from './parent-link';

const SITE = 'https://blog.test';

/** A window shown in a frame of `parent`, as the player sees it. */
function framedWindow({ ancestors = [SITE], referrer = '' } = {}) {
  const posted: { message: unknown; origin: string }[] = [];
  const parent = {
    postMessage: (message: unknown, origin: string) => posted.push({ message, origin }),
  };
  const events = new EventTarget();
  const page = Object.assign(events, {
    parent,
    location: { ancestorOrigins: Object.assign([...ancestors], { length: ancestors.length }) },
    document: { referrer },
  });
  const send = (data: unknown, origin = SITE, source: unknown = parent) =>
    page.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));
  return { page: page as unknown as Window, posted, send };
}

const play = { channel: EMBED_CHANNEL, command: 'play' };

describe('linkParent', () => {
  it('hands on commands from the embedding page and posts events to its origin only', () => {
    const { page, posted, send } = framedWindow();
    const commands: EmbedCommand[] = [];
    const link = linkParent({ window: page, allowed: [SITE], onCommand: (c) => commands.push(c) });

    send(play);
    link.post({ event: 'play', currentTime: 0 });

    expect(commands).toEqual([{ command: 'play' }]);
    expect(posted).toEqual([
      { message: { channel: EMBED_CHANNEL, event: 'play', currentTime: 0 }, origin: SITE },
    ]);
  });

  it('ignores commands from another window, another origin, or a bad message', () => {
    const { page, send } = framedWindow();
    const commands: EmbedCommand[] = [];
    linkParent({ window: page, allowed: ['*'], onCommand: (c) => commands.push(c) });

    send(play, SITE, {});
    send(play, 'https://evil.test');
    send({ ...play, command: 'eval' });

    expect(commands).toEqual([]);
  });

  it('says nothing to a site that may not embed it, and takes nothing from it', () => {
    const { page, posted, send } = framedWindow({ ancestors: ['https://evil.test'] });
    const commands: EmbedCommand[] = [];
    const link = linkParent({ window: page, allowed: [SITE], onCommand: (c) => commands.push(c) });

    send(play, 'https://evil.test');
    link.post({ event: 'ready', id: 1, title: 't', locked: false });

    expect(commands).toEqual([]);
    expect(posted).toEqual([]);
  });

  it('where the browser names no embedding page, learns it from the first command and then sends ready', () => {
    const { page, posted, send } = framedWindow({ ancestors: [] });
    const commands: EmbedCommand[] = [];
    const link = linkParent({ window: page, allowed: ['*'], onCommand: (c) => commands.push(c) });

    link.post({ event: 'ready', id: 1, title: 't', locked: false });
    expect(posted).toEqual([]);
    send(play);
    send(play, 'https://other.test');

    expect(commands).toEqual([{ command: 'play' }]);
    expect(posted.map(({ origin }) => origin)).toEqual([SITE]);
  });

  it('stops listening once destroyed', () => {
    const { page, send } = framedWindow();
    const commands: EmbedCommand[] = [];
    linkParent({ window: page, allowed: [SITE], onCommand: (c) => commands.push(c) }).destroy();
    send(play);
    expect(commands).toEqual([]);
  });
});
