import { categoriesApi, videosApi } from '@video/api-client/react';
import type { FirstCalls, FirstCallServices } from '../../core/first-calls';
import type { AppStore } from '../../core/store/make-store';
import { parseListFilter } from './list-filter';

/** The covers of the first rows of the grid, the page's largest paint on a phone. */
export const FIRST_COVERS = 4;

/**
 * The list's calls that need nothing but the address: the categories (its title and tabs) and
 * the first page of the category and sort it opens at, fetched from the server as the list
 * always is; then the first covers' images, so that they are decrypted when the list renders.
 */
export const startListCalls: FirstCalls = ({ dispatch }, search, services) => {
  dispatch(categoriesApi.util.prefetch('getCategories', undefined, {}));
  void startFirstCovers(dispatch, search, services);
};

async function startFirstCovers(
  dispatch: AppStore['dispatch'],
  search: string,
  { loadImage }: FirstCallServices,
): Promise<void> {
  const page = await dispatch(
    videosApi.endpoints.getVideos.initiate(
      { ...parseListFilter(search), page: 1 },
      { subscribe: false, forceRefetch: true },
    ),
  );
  for (const video of page.data?.items.slice(0, FIRST_COVERS) ?? []) {
    // Failures are the cards' to show when they ask for the same image.
    if (video.cover) void loadImage(video.cover).catch(() => undefined);
  }
}
