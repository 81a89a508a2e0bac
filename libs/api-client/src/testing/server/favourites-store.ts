import type { FavouriteJson } from '../favourite-json';
import type { FavouriteUserJson } from '../wire-types';

/** Favourites per visitor (`uuid`) and `site`, as the share service keeps them. */
export interface FavouritesStore {
  /** Adds a favourite; adding one that exists changes nothing. */
  add(uuid: string, site: string, favourite: FavouriteJson): void;
  /** Removes a favourite; removing one that does not exist changes nothing. */
  remove(uuid: string, site: string, id: number): void;
  /** A visitor's favourites, newest first. */
  list(uuid: string, site: string): FavouriteJson[];
  has(uuid: string, site: string, id: number): boolean;
  /** Visitors of `site` with favourites, most favourites first. */
  users(site: string): FavouriteUserJson[];
}

/** An empty store. */
export function createFavouritesStore(): FavouritesStore {
  const sites = new Map<string, Map<string, Map<number, FavouriteJson>>>();
  const owned = (uuid: string, site: string, create: boolean) => {
    const users = sites.get(site) ?? new Map<string, Map<number, FavouriteJson>>();
    const favourites = users.get(uuid) ?? new Map<number, FavouriteJson>();
    if (create) {
      sites.set(site, users);
      users.set(uuid, favourites);
    }
    return favourites;
  };
  return {
    add(uuid, site, favourite) {
      const favourites = owned(uuid, site, true);
      if (!favourites.has(favourite.id)) favourites.set(favourite.id, favourite);
    },
    remove: (uuid, site, id) => void owned(uuid, site, false).delete(id),
    list: (uuid, site) => [...owned(uuid, site, false).values()].reverse(),
    has: (uuid, site, id) => owned(uuid, site, false).has(id),
    users: (site) =>
      [...(sites.get(site) ?? new Map<string, Map<number, FavouriteJson>>())]
        .map(([uuid, favourites]) => ({ uuid, total: favourites.size }))
        .filter(({ total }) => total > 0)
        .sort((a, b) => b.total - a.total || a.uuid.localeCompare(b.uuid)),
  };
}
