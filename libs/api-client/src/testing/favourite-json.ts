import { type ReferenceLinks, TEST_LINKS } from './links';

/** A favourite as the share service stores and lists it. */
export interface FavouriteJson {
  id: number;
  imgUrl: string;
  imgType: string;
  title: string;
  /** Stream URL without its query string. */
  path: string;
  created_at: string;
}

/** A valid {@link FavouriteJson} of video `overrides.id` (default 1). */
export function createFavouriteJson(
  overrides: Partial<FavouriteJson> = {},
  links: ReferenceLinks = TEST_LINKS,
): FavouriteJson {
  const id = overrides.id ?? 1;
  const cover = links.image('video', id);
  return {
    id,
    imgUrl: cover.url,
    imgType: cover.type,
    title: `示例视频 ${id}`,
    path: links.clip('clip-1'),
    created_at: '2026-10-01 20:00:00',
    ...overrides,
  };
}
