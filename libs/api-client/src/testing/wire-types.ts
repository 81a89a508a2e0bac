/** Small reply shapes of the contract that need no factory. */

/** `{ code, msg, rescont }`: every JSON reply. */
export interface EnvelopeJson<T> {
  code: number;
  msg: string;
  rescont: T;
}

/** A group of hot search keywords. */
export interface HotGroupJson {
  title: string;
  lists: string[];
}

/** A banner tag of `/api/adsort`. */
export interface BannerTagJson {
  id: number;
  name: string;
}

/** One entry of `/favorites/user`. */
export interface FavouriteUserJson {
  uuid: string;
  total: number;
}

/** The reply of `/share/check`. */
export interface ShareCheckJson {
  ip_count: number;
}
