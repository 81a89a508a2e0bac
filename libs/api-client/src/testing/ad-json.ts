import { type EncryptedImageJson, type ReferenceLinks, TEST_LINKS } from './links';

/** An ad as the own API sends it; a pre-roll ad also has its clip and length in seconds. */
export interface AdJson {
  id: number;
  title: string;
  url: string;
  imgbase64: EncryptedImageJson | null;
  is_ad: 1;
  videopath?: string;
  duration?: number;
}

/** A valid {@link AdJson}; defaults derive from `overrides.id` (default 1001). */
export function createAdJson(
  overrides: Partial<AdJson> = {},
  links: ReferenceLinks = TEST_LINKS,
): AdJson {
  const id = overrides.id ?? 1001;
  return {
    id,
    title: `广告 ${id}`,
    url: `https://example.com/ad/${id}`,
    imgbase64: links.image('ad', id),
    is_ad: 1,
    ...overrides,
  };
}
