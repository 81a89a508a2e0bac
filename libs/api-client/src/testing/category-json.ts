import { type EncryptedImageJson, type ReferenceLinks, TEST_LINKS } from './links';
import type { VideoJson } from './video-json';

/** A category as the own API sends it; `list` only in home blocks. */
export interface CategoryJson {
  id: number;
  name: string;
  type_id: number;
  icopath: string;
  order: number;
  icobase64: EncryptedImageJson | null;
  list?: VideoJson[];
}

/** A valid {@link CategoryJson}; defaults derive from `overrides.id` (default 1). */
export function createCategoryJson(
  overrides: Partial<CategoryJson> = {},
  links: ReferenceLinks = TEST_LINKS,
): CategoryJson {
  const id = overrides.id ?? 1;
  const icon = links.image('icon', id);
  return {
    id,
    name: `分类 ${id}`,
    type_id: id,
    icopath: icon.url,
    order: id,
    icobase64: icon,
    ...overrides,
  };
}
