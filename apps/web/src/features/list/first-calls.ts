import { categoriesApi, videosApi } from '@video/api-client/react';
import type { FirstCalls } from '../../core/first-calls';
import { parseListFilter } from './list-filter';

/**
 * The list's calls that need nothing but the address: the categories (its title and tabs) and
 * the first page of the category and sort it opens at, fetched from the server as the list
 * always is; then the first card's cover (the page's largest paint on a phone) as the lead
 * image, so that it is decrypted when the list renders and the other covers follow it rather
 * than share its bandwidth.
 */
export const startListCalls: FirstCalls = ({ dispatch }, search, services) => {
  dispatch(categoriesApi.util.prefetch('getCategories', undefined, {}));
  const firstPage = dispatch(
    videosApi.endpoints.getVideos.initiate(
      { ...parseListFilter(search), page: 1 },
      { subscribe: false, forceRefetch: true },
    ),
  );
  services.startLeadImage(firstPage.then((page) => page.data?.items[0]?.cover));
};
