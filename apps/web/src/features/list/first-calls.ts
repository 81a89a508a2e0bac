import { categoriesApi, videosApi } from '@video/api-client/react';
import { type FirstCalls, type FirstCallServices, startImage } from '../../core/first-calls';
import type { AppStore } from '../../core/store/make-store';
import { parseListFilter } from './list-filter';

/**
 * How many covers start with the first page: the first card's, the page's largest paint on a
 * phone. One alone: on a slow network, covers started side by side share its bandwidth, and the
 * first would arrive no sooner than the last; the other cards ask for theirs as they render.
 */
export const FIRST_COVERS = 1;

/**
 * The list's calls that need nothing but the address: the categories (its title and tabs) and
 * the first page of the category and sort it opens at, fetched from the server as the list
 * always is; then the first card's cover, so that it is decrypted when the list renders.
 */
export const startListCalls: FirstCalls = ({ dispatch }, search, services) => {
  dispatch(categoriesApi.util.prefetch('getCategories', undefined, {}));
  void startFirstCovers(dispatch, search, services);
};

async function startFirstCovers(
  dispatch: AppStore['dispatch'],
  search: string,
  services: FirstCallServices,
): Promise<void> {
  const page = await dispatch(
    videosApi.endpoints.getVideos.initiate(
      { ...parseListFilter(search), page: 1 },
      { subscribe: false, forceRefetch: true },
    ),
  );
  for (const video of page.data?.items.slice(0, FIRST_COVERS) ?? []) {
    void startImage(services, video.cover);
  }
}
