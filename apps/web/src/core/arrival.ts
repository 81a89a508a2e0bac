import type { ArrivalCalls } from '@video/api-client';
import type { AddressParts } from '@video/domain';
import type { TypedStorage } from '@video/storage';
import type { LeadImageAddress } from './image-lanes';

/** What a screen's arrival calls may use: they are made before the store exists. */
export interface ArrivalContext {
  /** Calls of the own API whose replies the store takes over once it exists. */
  readonly calls: Pick<ArrivalCalls, 'get' | 'send'>;
  /** The visitor's stored choices (the home's banner tag). */
  readonly storage: TypedStorage;
  /** Ads are on (the config's switch and the visitor's bonus): banners and ad images show. */
  readonly adsShown: boolean;
}

/**
 * A screen's arrival calls for the address it opens at, with the
 * same arguments as its hooks, so that its first render finds their replies in the store.
 */
export interface ArrivalPlan {
  /**
   * The calls that lead to the screen's lead image (the banner, cover or poster of its largest
   * paint): resolves to that image's address, or null or undefined when it shows none.
   */
  readonly lead?: (address: AddressParts, context: ArrivalContext) => LeadImageAddress;
  /** The screen's other arrival calls, made once the lead image had the link to itself. */
  readonly rest?: (address: AddressParts, context: ArrivalContext) => void;
}
