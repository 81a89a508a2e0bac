/**
 * A master playlist of two renditions, for the tests of what a film costs: 360P at an average of
 * 600 kbit/s, 720P at 2 Mbit/s.
 */
export const TWO_RENDITION_MASTER = [
  '#EXTM3U',
  '#EXT-X-STREAM-INF:BANDWIDTH=900000,AVERAGE-BANDWIDTH=600000,RESOLUTION=640x360',
  '360p/index.m3u8',
  '#EXT-X-STREAM-INF:BANDWIDTH=3000000,AVERAGE-BANDWIDTH=2000000,RESOLUTION=1280x720',
  '720p/index.m3u8',
].join('\n');

/** A catalogue film's length in seconds, from its `mm:ss`. */
export function playtimeSeconds(film: { readonly playtimes: string }): number {
  const [minutes = 0, seconds = 0] = film.playtimes.split(':').map(Number);
  return minutes * 60 + seconds;
}

/** Where the reference server's film `clip` has its master playlist. */
export const masterUrlOf = (film: { readonly clip: string }): string =>
  `http://localhost/media/${film.clip}/master.m3u8`;
