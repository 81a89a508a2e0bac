import type { APIRequestContext } from '@playwright/test';

/** The first video id of a category's newest page (type 60: share videos), from the demo API. */
export async function firstVideoId(request: APIRequestContext, type: number): Promise<number> {
  const response = await request.get(`/api/videosort/${type}?orderby=new&page=1`);
  const { rescont } = (await response.json()) as { rescont: { data: { id: number }[] } };
  return rescont.data[0]?.id ?? 1;
}
