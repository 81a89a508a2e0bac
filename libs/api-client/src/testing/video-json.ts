import { type EncryptedImageJson, type ReferenceLinks, TEST_LINKS } from './links';

/** A tag on a video, as `labls` lists it. */
export interface TagJson {
  id: number;
  name: string;
}

/** A video as the own API sends it (README, "Shapes"). */
export interface VideoJson {
  id: number;
  title: string;
  pageviews: number;
  /** Duration, `mm:ss`. */
  playtimes: string;
  rank: number | null;
  /** `YYYY-MM-DD HH:mm:ss`, UTC+8. */
  created_at: string;
  updated_at: string;
  /** HLS master playlist URL. */
  videopath: string;
  coverbase64: EncryptedImageJson | null;
  coverpath: string;
  labls: TagJson[];
  /**
   * The contract's image; the client reads it only as a small raster data URL (a blurred preview
   * of the cover, shown while the cover loads) and ignores anything else.
   */
  imgbase64?: EncryptedImageJson | string | null;
}

/** A valid {@link VideoJson}; defaults derive from `overrides.id` (default 1). */
export function createVideoJson(
  overrides: Partial<VideoJson> = {},
  links: ReferenceLinks = TEST_LINKS,
): VideoJson {
  const id = overrides.id ?? 1;
  const cover = links.image('video', id);
  return {
    id,
    title: `示例视频 ${id}`,
    pageviews: 1024,
    playtimes: '03:25',
    rank: null,
    created_at: '2026-10-01 20:00:00',
    updated_at: '2026-10-01 20:00:00',
    videopath: links.clip('clip-1'),
    coverbase64: cover,
    coverpath: cover.url,
    labls: [],
    ...overrides,
  };
}
