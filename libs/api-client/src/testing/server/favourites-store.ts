import { cbc } from '@noble/ciphers/aes.js';
import { hexToBytes, utf8ToBytes } from '@noble/ciphers/utils.js';
import type { FavouriteUserJson } from '../wire-types';
import { DEFAULT_LIMITS, type ReferenceLimits } from './reference-limits';

/**
 * A favourite as the share service keeps it: the film's id and when it was added. Title, cover
 * and stream are the catalogue's, looked up when the favourite is shown: what a client posted
 * besides the id is never kept, so that nothing one visitor sent reaches another.
 */
export interface StoredFavourite {
  readonly id: number;
  /** `YYYY-MM-DD HH:mm:ss` (UTC+8). */
  readonly created_at: string;
}

/**
 * Favourites per visitor and `site`, as the share service keeps them. A visitor's code (`uuid`)
 * is their secret: it alone adds and removes their favourites. Lists of visitors name each by a
 * public id instead, from which the code cannot be worked out.
 */
export interface FavouritesStore {
  /** Adds a favourite; adding one that exists changes nothing. */
  add(uuid: string, site: string, favourite: StoredFavourite): void;
  /** Removes a favourite; removing one that does not exist changes nothing. */
  remove(uuid: string, site: string, id: number): void;
  /** A visitor's favourites, newest first. */
  list(uuid: string, site: string): StoredFavourite[];
  /** The favourites, newest first, of the visitor with public id `publicId`. */
  listByPublicId(publicId: string, site: string): StoredFavourite[];
  has(uuid: string, site: string, id: number): boolean;
  /** Visitors of `site` with favourites, by public id, most favourites first. */
  users(site: string): FavouriteUserJson[];
  /** Bytes the store holds, as its budget counts them. */
  readonly weight: number;
}

/** The key public ids are derived with when none is given (tests; the demo API draws its own). */
export const TEST_PUBLIC_ID_KEY = '0f1e2d3c4b5a69788796a5b4c3d2e1f0';

const PUBLIC_ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const PUBLIC_ID_LENGTH = 10;
/** Bytes a visitor's entry weighs beside its code and site: public id, maps, bookkeeping. */
const OWNER_OVERHEAD = 96;
/** Bytes one favourite weighs: an id, a date and its map entry. */
const FAVOURITE_WEIGHT = 64;

/** One visitor's favourites on one site, oldest first. */
interface Owner {
  readonly uuid: string;
  readonly site: string;
  readonly publicId: string;
  readonly favourites: Map<number, StoredFavourite>;
}

const ownerWeight = (found: Owner) =>
  found.uuid.length * 2 +
  found.site.length * 2 +
  OWNER_OVERHEAD +
  found.favourites.size * FAVOURITE_WEIGHT;

/**
 * An empty store. At most `limits.favouriteOwners` visitors per site (the one whose list changed
 * longest ago goes first), `limits.favouritesPerOwner` favourites each (the oldest goes) and
 * `limits.favouriteBytes` bytes in all (the visitor whose list changed longest ago, of any site,
 * goes first). `publicIdKey` (32 hex characters) keys the public ids: without it they cannot be
 * reversed.
 */
export function createFavouritesStore(
  limits: ReferenceLimits = DEFAULT_LIMITS,
  publicIdKey = TEST_PUBLIC_ID_KEY,
): FavouritesStore {
  const publicIdOf = publicIds(publicIdKey);
  const sites = new Map<string, Map<string, Owner>>();
  /** Every visitor of every site, the one changed longest ago first (Map order). */
  const everyone = new Map<Owner, true>();
  let bytes = 0;
  const owner = (uuid: string, site: string): Owner | undefined => sites.get(site)?.get(uuid);

  function forget(found: Owner): void {
    sites.get(found.site)?.delete(found.uuid);
    if (sites.get(found.site)?.size === 0) sites.delete(found.site);
    everyone.delete(found);
    bytes -= ownerWeight(found);
  }

  function touch(uuid: string, site: string): Owner {
    const owners = sites.get(site) ?? new Map<string, Owner>();
    sites.set(site, owners);
    let found = owners.get(uuid);
    if (found === undefined) {
      found = { uuid, site, publicId: publicIdOf(site, uuid), favourites: new Map() };
      bytes += ownerWeight(found);
    }
    // Map order is insertion order: the visitor just changed moves to the end.
    owners.delete(uuid);
    owners.set(uuid, found);
    everyone.delete(found);
    everyone.set(found, true);
    for (const oldest of owners.values()) {
      if (owners.size <= limits.favouriteOwners) break;
      forget(oldest);
    }
    return found;
  }

  /** Past the byte budget, visitors go, the one changed longest ago first, never `keep`. */
  function trim(keep: Owner): void {
    for (const oldest of everyone.keys()) {
      if (bytes <= limits.favouriteBytes) break;
      if (oldest !== keep) forget(oldest);
    }
    for (const id of keep.favourites.keys()) {
      if (bytes <= limits.favouriteBytes || keep.favourites.size <= 1) break;
      keep.favourites.delete(id);
      bytes -= FAVOURITE_WEIGHT;
    }
  }

  const newestFirst = (found: Owner | undefined) =>
    [...(found?.favourites.values() ?? [])].reverse();

  return {
    add(uuid, site, favourite) {
      const found = touch(uuid, site);
      const { favourites } = found;
      if (favourites.has(favourite.id)) return;
      favourites.set(favourite.id, { id: favourite.id, created_at: favourite.created_at });
      bytes += FAVOURITE_WEIGHT;
      for (const oldest of favourites.keys()) {
        if (favourites.size <= limits.favouritesPerOwner) break;
        favourites.delete(oldest);
        bytes -= FAVOURITE_WEIGHT;
      }
      trim(found);
    },
    remove(uuid, site, id) {
      const found = owner(uuid, site);
      if (found?.favourites.delete(id) === true) bytes -= FAVOURITE_WEIGHT;
    },
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
    get weight() {
      return bytes;
    },
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
