/** How both apis keep and invalidate cached replies. */
import type { UnknownAction } from '@reduxjs/toolkit';
import type { Favourite, Page } from '@video/domain';

/** A screen revisited within a minute shows its data at once. */
export const KEEP_UNUSED_DATA_SECONDS = 60;

/** The one tag type: favourites change on both servers' lists, totals and lookups. */
export const FAVOURITE_TAG = 'Favourite';

/** Provided by every favourites list, total and user list; any change invalidates it. */
const FAVOURITE_LISTS = { type: FAVOURITE_TAG, id: 'LIST' } as const;

function favouriteTag(id: number) {
  return { type: FAVOURITE_TAG, id } as const;
}

/** Tags of a page of favourites: the lists tag and one per favourite. */
export function favouritePageTags(page: Page<Favourite> | undefined) {
  return [FAVOURITE_LISTS, ...(page?.items ?? []).map((favourite) => favouriteTag(favourite.id))];
}

/** Tags of what any favourite change alters without naming ids: totals, user lists. */
export function favouriteListTags() {
  return [FAVOURITE_LISTS];
}

/** Tags of an ids lookup: one per id asked about. */
export function favouriteIdTags(ids: readonly number[]) {
  return ids.map(favouriteTag);
}

/** What adding or removing favourite `id` invalidates: every list and every lookup of `id`. */
export function favouriteChangeTags(id: number) {
  return [FAVOURITE_LISTS, favouriteTag(id)];
}

/** The part of the other api that {@link invalidateFavouriteIn} uses. */
interface TagInvalidator {
  readonly util: {
    readonly invalidateTags: (tags: ReturnType<typeof favouriteChangeTags>) => UnknownAction;
  };
}

/**
 * An `onQueryStarted` for favourite changes: once the call settles (even failed, the server may
 * have changed), the same tags are invalidated in `other`, the api of the other server.
 */
export function invalidateFavouriteIn(other: TagInvalidator) {
  return async (
    arg: { readonly id: number },
    lifecycle: { dispatch: (action: UnknownAction) => unknown; queryFulfilled: Promise<unknown> },
  ): Promise<void> => {
    await lifecycle.queryFulfilled.catch(() => undefined);
    lifecycle.dispatch(other.util.invalidateTags(favouriteChangeTags(arg.id)));
  };
}
