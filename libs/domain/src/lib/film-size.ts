/** A film's length as the API writes it (`12:34`, `1:02:03`) in seconds; null when unreadable. */
export function durationSeconds(text: string): number | null {
  const parts = text.trim().split(':');
  if (parts.length < 2 || parts.length > 3 || !parts.every((part) => /^\d+$/.test(part))) {
    return null;
  }
  const [first = 0, ...rest] = parts.map(Number);
  if (rest.some((value) => value >= 60)) return null;
  return rest.reduce((total, value) => total * 60 + value, first);
}

/** One rendition of a film's stream, as its master playlist describes it. */
export interface Rendition {
  /** The picture's height (720 for 720P); 0 when the playlist does not say. */
  readonly height: number;
  /** Peak bits per second (`BANDWIDTH`). */
  readonly bandwidth: number;
  /** Average bits per second (`AVERAGE-BANDWIDTH`), when the playlist gives it. */
  readonly averageBandwidth: number | null;
  /** Its media playlist's address as the master playlist writes it (often relative). */
  readonly uri: string;
}

/**
 * The renditions a master playlist lists (`#EXT-X-STREAM-INF` and the address after it), in its
 * order; none for a media playlist or text that is no playlist. A rendition without a readable
 * `BANDWIDTH` or an address is left out.
 */
export function masterRenditions(playlist: string): Rendition[] {
  if (!playlist.trimStart().startsWith('#EXTM3U')) return [];
  const lines = playlist.split(/\r?\n/);
  return lines.flatMap((line, index) => {
    if (!line.startsWith('#EXT-X-STREAM-INF:')) return [];
    const uri = lines.slice(index + 1).find((next) => next.trim() !== '' && !next.startsWith('#'));
    const attribute = (name: string) =>
      new RegExp(`(?:^|[:,])${name}=([^,]*)`).exec(line.slice(line.indexOf(':')))?.[1];
    const bandwidth = Number(attribute('BANDWIDTH'));
    if (uri === undefined || !Number.isFinite(bandwidth) || bandwidth <= 0) return [];
    const average = Number(attribute('AVERAGE-BANDWIDTH'));
    const height = Number(/^\d+x(\d+)$/.exec(attribute('RESOLUTION') ?? '')?.[1] ?? 0);
    return [
      {
        height,
        bandwidth,
        averageBandwidth: Number.isFinite(average) && average > 0 ? average : null,
        uri: uri.trim(),
      },
    ];
  });
}

/**
 * The rendition a film will play at, whose size the notice gives: the lowest under 省流, else the
 * one the visitor chose (a height; 0 for 自动), else the highest (自动 climbs as high as the link
 * allows: the notice says the most it may cost). Undefined for a stream without renditions.
 */
export function renditionPlayed(
  renditions: readonly Rendition[],
  { dataSaver, chosenHeight }: { readonly dataSaver: boolean; readonly chosenHeight: number },
): Rendition | undefined {
  const byHeight = [...renditions].sort((a, b) => a.height - b.height || a.bandwidth - b.bandwidth);
  if (dataSaver) return byHeight[0];
  const chosen = byHeight.filter((rendition) => rendition.height === chosenHeight).at(-1);
  return chosen ?? byHeight.at(-1);
}

/** What a film still to play consists of, for its size. */
export interface FilmLeft {
  readonly rendition: Rendition;
  /** The film's length in seconds. */
  readonly durationSeconds: number;
  /** Where it resumes, in seconds (0 from the start). */
  readonly startSeconds: number;
  /** The pre-roll ad's clip before it, in seconds (0 for none or an image). */
  readonly prerollSeconds: number;
}

/**
 * About how many megabytes (10^6 bytes, as a phone's data plan counts) the rest of a film costs:
 * its remaining length and the pre-roll ad, at the rendition's average bit rate (its peak where
 * the playlist gives no average), rounded up to a whole MB.
 */
export function filmMegabytes({
  rendition,
  durationSeconds: length,
  startSeconds,
  prerollSeconds,
}: FilmLeft): number {
  const seconds = Math.max(0, length - Math.max(0, startSeconds)) + Math.max(0, prerollSeconds);
  const bitsPerSecond = rendition.averageBandwidth ?? rendition.bandwidth;
  return Math.max(1, Math.ceil((bitsPerSecond * seconds) / 8 / 1_000_000));
}
