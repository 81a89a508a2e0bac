import {
  EMBED_CHANNEL,
  eventMessage,
  framingOrigin,
  isAllowedOrigin,
  parseCommand,
} from './embed-protocol';

const command = (fields: object) => parseCommand({ channel: EMBED_CHANNEL, ...fields });

describe('parseCommand', () => {
  it('reads the four commands', () => {
    expect(command({ command: 'play' })).toEqual({ command: 'play' });
    expect(command({ command: 'pause', extra: 1 })).toEqual({ command: 'pause' });
    expect(command({ command: 'seek', time: 12.5 })).toEqual({ command: 'seek', time: 12.5 });
    expect(command({ command: 'mute', muted: false })).toEqual({ command: 'mute', muted: false });
  });

  it.each([
    null,
    'play',
    { command: 'play' },
    { channel: 'other', command: 'play' },
    { channel: EMBED_CHANNEL, command: 'destroy' },
    { channel: EMBED_CHANNEL, command: 'seek', time: -1 },
    { channel: EMBED_CHANNEL, command: 'seek', time: Number.NaN },
    { channel: EMBED_CHANNEL, command: 'seek', time: '10' },
    { channel: EMBED_CHANNEL, command: 'mute', muted: 'yes' },
    { channel: EMBED_CHANNEL, command: 'mute' },
  ])('ignores %j', (data) => {
    expect(parseCommand(data)).toBeNull();
  });
});

describe('eventMessage', () => {
  it('carries the channel', () => {
    expect(eventMessage({ event: 'pause', currentTime: 3 })).toEqual({
      channel: EMBED_CHANNEL,
      event: 'pause',
      currentTime: 3,
    });
  });
});

describe('isAllowedOrigin', () => {
  it('allows listed web origins, or any with *, and never an opaque one', () => {
    expect(isAllowedOrigin('https://blog.test', ['https://blog.test'])).toBe(true);
    expect(isAllowedOrigin('https://evil.test', ['https://blog.test'])).toBe(false);
    expect(isAllowedOrigin('https://evil.test', ['*'])).toBe(true);
    expect(isAllowedOrigin('null', ['*'])).toBe(false);
    expect(isAllowedOrigin('file://', ['*'])).toBe(false);
    expect(isAllowedOrigin('https://blog.test', [])).toBe(false);
  });
});

describe('framingOrigin', () => {
  const page = (ancestors: string[] | undefined, referrer: string) => ({
    location: {
      ancestorOrigins: ancestors && Object.assign([...ancestors], { length: ancestors.length }),
    },
    document: { referrer },
  });

  it('takes the browser’s ancestor origins first, then the referrer’s origin', () => {
    expect(framingOrigin(page(['https://a.test'], 'https://b.test/x'))).toBe('https://a.test');
    expect(framingOrigin(page(undefined, 'https://b.test/post?id=1'))).toBe('https://b.test');
    expect(framingOrigin(page([], 'https://b.test/'))).toBe('https://b.test');
  });

  it('knows none without either', () => {
    expect(framingOrigin(page(undefined, ''))).toBeNull();
    expect(framingOrigin(page(undefined, 'not a url'))).toBeNull();
  });
});
