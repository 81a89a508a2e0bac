import { cbc } from '@noble/ciphers/aes.js';
import { hexToBytes, utf8ToBytes } from '@noble/ciphers/utils.js';
import type { FavouriteJson } from '../favourite-json';
import type { FavouriteUserJson } from '../wire-types';
import { DEFAULT_LIMITS, type ReferenceLimits } from './reference-limits';

/**
 * Favourites per visitor and `site`, as the share service keeps them. A visitor's code (`uuid`)
 * is their secret: it alone adds and removes their favourites. Lists of visitors name each by a
 * public id instead, from which the code cannot be worked out.
 */
export interface FavouritesStore {
  /** Adds a favourite; adding one that exists changes nothing. */
  add(uuid: string, site: string, favourite: FavouriteJson): void;
  /** Removes a favourite; removing one that does not exist changes nothing. */
  remove(uuid: string, site: string, id: number): void;
  /** A visitor's favourites, newest first. */
  list(uuid: string, site: string): FavouriteJson[];
  /** The favourites, newest first, of the visitor with public id `publicId`. */
  listByPublicId(publicId: string, site: string): FavouriteJson[];
  has(uuid: string, site: string, id: number): boolean;
  /** Visitors of `site` with favourites, by public id, most favourites first. */
  users(site: string): FavouriteUserJson[];
}

/** The key public ids are derived with when none is given (tests; the demo API draws its own). */
export const TEST_PUBLIC_ID_KEY = '0f1e2d3c4b5a69788796a5b4c3d2e1f0';

const PUBLIC_ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const PUBLIC_ID_LENGTH = 10;

/** One visitor's favourites on one site, oldest first. */
interface Owner {
  readonly publicId: string;
  readonly favourites: Map<number, FavouriteJson>;
}

/**
 * An empty store. At most `limits.favouriteOwners` visitors per site (the one whose list changed
 * longest ago goes first) and `limits.favouritesPerOwner` favourites each (the oldest goes).
 * `publicIdKey` (32 hex characters) keys the public ids: without it they cannot be reversed.
 */
export function createFavouritesStore(
  limits: ReferenceLimits = DEFAULT_LIMITS,
  publicIdKey = TEST_PUBLIC_ID_KEY,
): FavouritesStore {
  const publicIdOf = publicIds(publicIdKey);
  const sites = new Map<string, Map<string, Owner>>();
  const owner = (uuid: string, site: string): Owner | undefined => sites.get(site)?.get(uuid);

  function touch(uuid: string, site: string): Owner {
    const owners = sites.get(site) ?? new Map<string, Owner>();
    sites.set(site, owners);
    const found = owners.get(uuid) ?? { publicId: publicIdOf(site, uuid), favourites: new Map() };
    // Map order is insertion order: the visitor just changed moves to the end.
    owners.delete(uuid);
    owners.set(uuid, found);
    for (const oldest of owners.keys()) {
      if (owners.size <= limits.favouriteOwners) break;
      owners.delete(oldest);
    }
    return found;
  }

  const newestFirst = (found: Owner | undefined) =>
    [...(found?.favourites.values() ?? [])].reverse();

  return {
    add(uuid, site, favourite) {
      const { favourites } = touch(uuid, site);
      if (favourites.has(favourite.id)) return;
      favourites.set(favourite.id, favourite);
      for (const oldest of favourites.keys()) {
        if (favourites.size <= limits.favouritesPerOwner) break;
        favourites.delete(oldest);
      }
    },
    remove: (uuid, site, id) => void owner(uuid, site)?.favourites.delete(id),
    list: (uuid, site) => newestFirst(owner(uuid, site)),
    listByPublicId: (publicId, site) =>
      newestFirst(
        [...(sites.get(site)?.values() ?? [])].find((found) => found.publicId === publicId),
      ),
    has: (uuid, site, id) => owner(uuid, site)?.favourites.has(id) ?? false,
    users: (site) =>
      [...(sites.get(site)?.values() ?? [])]
        .map(({ publicId, favourites }) => ({ uuid: publicId, total: favourites.size }))
        .filter(({ total }) => total > 0)
        .sort((a, b) => b.total - a.total || a.uuid.localeCompare(b.uuid)),
  };
}

/**
 * Public ids keyed by `key`: AES-128 over the site and the code (a keyed pseudo-random function),
 * written with the code's own alphabet, so that the app shows them as it shows codes.
 */
function publicIds(key: string): (site: string, uuid: string) => string {
  const keyBytes = hexToBytes(key);
  return (site, uuid) => {
    const encrypted = cbc(keyBytes, new Uint8Array(16)).encrypt(utf8ToBytes(`${site}\n${uuid}`));
    const lastBlock = encrypted.subarray(encrypted.length - 16);
    return Array.from(
      lastBlock.subarray(0, PUBLIC_ID_LENGTH),
      (byte) => PUBLIC_ID_ALPHABET[byte % PUBLIC_ID_ALPHABET.length],
    ).join('');
  };
}
