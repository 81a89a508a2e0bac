import { durationSeconds, filmMegabytes, masterRenditions, renditionPlayed } from '../index';

const MASTER = [
  '#EXTM3U',
  '#EXT-X-VERSION:3',
  '#EXT-X-STREAM-INF:BANDWIDTH=360960,AVERAGE-BANDWIDTH=344738,RESOLUTION=640x360,CODECS="avc1.4d401e,mp4a.40.2"',
  '360p/index.m3u8',
  '#EXT-X-STREAM-INF:BANDWIDTH=852016,RESOLUTION=1280x720,CODECS="avc1.4d401f,mp4a.40.2"',
  '720p/index.m3u8',
].join('\r\n');

describe('durationSeconds', () => {
  it.each([
    ['12:34', 754],
    ['0:14', 14],
    ['1:02:03', 3723],
    ['120:00', 7200],
    [' 05:00 ', 300],
  ])('%s is %i s', (text, seconds) => {
    expect(durationSeconds(text)).toBe(seconds);
  });

  it.each(['', '12', '1:2:3:4', '12:60', 'ab:cd', '-1:00', '1:00.5'])(
    '%j is unreadable',
    (text) => {
      expect(durationSeconds(text)).toBeNull();
    },
  );
});

describe('masterRenditions', () => {
  it('reads each rendition’s height and bit rates, commas inside quotes and all', () => {
    expect(masterRenditions(MASTER)).toEqual([
      { height: 360, bandwidth: 360960, averageBandwidth: 344738, uri: '360p/index.m3u8' },
      { height: 720, bandwidth: 852016, averageBandwidth: null, uri: '720p/index.m3u8' },
    ]);
  });

  it('reads none from a media playlist, garbage or a rendition without a bit rate', () => {
    expect(masterRenditions('#EXTM3U\n#EXTINF:2.0,\nseg-000.ts')).toEqual([]);
    expect(masterRenditions('<html>not found</html>')).toEqual([]);
    expect(masterRenditions('#EXTM3U\n#EXT-X-STREAM-INF:RESOLUTION=640x360\na.m3u8')).toEqual([]);
    expect(masterRenditions('#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1')).toEqual([]);
  });
});

describe('renditionPlayed', () => {
  const renditions = masterRenditions(MASTER);

  it('is the lowest under 省流, the chosen 清晰度 otherwise, the highest for 自动', () => {
    expect(renditionPlayed(renditions, { dataSaver: true, chosenHeight: 720 })?.height).toBe(360);
    expect(renditionPlayed(renditions, { dataSaver: false, chosenHeight: 360 })?.height).toBe(360);
    expect(renditionPlayed(renditions, { dataSaver: false, chosenHeight: 0 })?.height).toBe(720);
    expect(renditionPlayed(renditions, { dataSaver: false, chosenHeight: 1080 })?.height).toBe(720);
    expect(renditionPlayed([], { dataSaver: false, chosenHeight: 0 })).toBeUndefined();
  });
});

describe('filmMegabytes', () => {
  const [low, high] = masterRenditions(MASTER);

  it('prices what is left of the film and the pre-roll at the average bit rate, in whole MB', () => {
    // 344,738 bit/s × (754 − 154 + 15) s ÷ 8 = 26.5 MB.
    expect(
      filmMegabytes({
        rendition: low!,
        durationSeconds: 754,
        startSeconds: 154,
        prerollSeconds: 15,
      }),
    ).toBe(27);
    // No average given: the peak, 852,016 bit/s × 754 s ÷ 8 = 80.3 MB.
    expect(
      filmMegabytes({ rendition: high!, durationSeconds: 754, startSeconds: 0, prerollSeconds: 0 }),
    ).toBe(81);
  });

  it('says at least 1 MB, and never less than nothing for a position past the end', () => {
    expect(
      filmMegabytes({ rendition: low!, durationSeconds: 14, startSeconds: 30, prerollSeconds: 0 }),
    ).toBe(1);
  });
});
