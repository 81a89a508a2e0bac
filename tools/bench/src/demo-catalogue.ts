import { routes } from '@video/routes';
/** Short videos (the feed) in the demo catalogue: category type 59. */
const SHORT_VIDEO_TYPE = 59;

interface VideoItem {
  readonly id: number;
  readonly videopath: string;
}

async function firstVideo(siteUrl: string, type: number): Promise<VideoItem> {
  const response = await fetch(`${siteUrl}/api/videosort/${type}?orderby=new&page=1`);
  const body = (await response.json()) as { rescont?: { data?: Partial<VideoItem>[] } };
  const video = body.rescont?.data?.[0];
  if (typeof video?.id !== 'number' || typeof video.videopath !== 'string') {
    throw new Error(`The demo API listed no video of type ${type}.`);
  }
  return { id: video.id, videopath: video.videopath };
}

/**
 * The id of the newest video of category 1 in the demo catalogue: a real video with a real
 * stream, as a visitor would open it from `/list?typeId=1&orderby=new`.
 */
export async function findVideoId(siteUrl: string): Promise<number> {
  return (await firstVideo(siteUrl, 1)).id;
}

/** The newest short video (where the feed starts) and how many pages the feed has. */
export async function findShortVideos(
  siteUrl: string,
): Promise<{ firstId: number; pages: number }> {
  const response = await fetch(`${siteUrl}/api/videosort/${SHORT_VIDEO_TYPE}?orderby=new&page=1`);
  const body = (await response.json()) as {
    rescont?: { data?: { id?: unknown }[]; total?: unknown; per_page?: unknown };
  };
  const { data, total, per_page: perPage } = body.rescont ?? {};
  const firstId = data?.[0]?.id;
  if (typeof firstId !== 'number' || typeof total !== 'number' || typeof perPage !== 'number') {
    throw new Error(`The demo API listed no short video (type ${SHORT_VIDEO_TYPE}).`);
  }
  return { firstId, pages: Math.ceil(total / perPage) };
}

/** The HLS stream the player gets for video `id` (as the app asks for it: `videoplay`). */
export async function findStream(siteUrl: string, id: number): Promise<string> {
  const response = await fetch(`${siteUrl}/api/videoplay/${id}?uuid=1`);
  const body = (await response.json()) as { rescont?: { videopath?: unknown } };
  const stream = body.rescont?.videopath;
  if (typeof stream !== 'string') throw new Error(`The demo API has no stream for video ${id}.`);
  return stream;
}

/** Share videos (the share player's films) in the demo catalogue: category type 60. */
const SHARE_VIDEO_TYPE = 60;

/** The videos a first visit opens: a category-1 film, the newest share video and short clip. */
export interface FirstVisitVideos {
  readonly videoId: number;
  readonly shareVideoId: number;
  readonly shortVideoId: number;
}

export async function findFirstVisitVideos(siteUrl: string): Promise<FirstVisitVideos> {
  const [videoId, shareVideo, shortVideo] = await Promise.all([
    findVideoId(siteUrl),
    firstVideo(siteUrl, SHARE_VIDEO_TYPE),
    firstVideo(siteUrl, SHORT_VIDEO_TYPE),
  ]);
  return { videoId, shareVideoId: shareVideo.id, shortVideoId: shortVideo.id };
}

/**
 * The routes of a first visit: the four main ones, the ranking, and the pages shared links open:
 * the share player an unlock link opens, and the feed at a shared clip. `BENCH_ROUTES` (paths,
 * comma-separated: `/rank,/shortVideo`) keeps only the routes whose path is among them, for
 * iterating on one page.
 */
export const firstVisitRoutes = (
  { videoId, shareVideoId, shortVideoId }: FirstVisitVideos,
  only: readonly string[] = routeFilter(process.env['BENCH_ROUTES']),
) =>
  [
    routes.home.href(),
    routes.list.href({ typeId: 1, orderby: 'new' }),
    routes.playVideo.href({ id: videoId }),
    routes.mine.href(),
    routes.rank.href(),
    routes.playVideoShare.href({ id: shareVideoId }),
    routes.shortVideo.href({ id: shortVideoId }),
  ].filter((route) => only.length === 0 || only.includes(route.split('?')[0] ?? route));

/** The paths `BENCH_ROUTES` names; none keeps every route. */
export function routeFilter(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((path) => path.trim())
    .filter(Boolean);
}
