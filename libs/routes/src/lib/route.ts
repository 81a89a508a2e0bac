import type { ArrivalCalls } from '@video/api-client';
import {
  type AddressParts,
  type EncryptedImage,
  screenPath,
  type ScreenPath,
  type ScreenPathParts,
} from '@video/domain';
import type { TypedStorage } from '@video/storage';

/**
 * What the page paints for a first visit before the app's script has run: a kind of screen's
 * first view, drawn by its own loading components (the app names one component per kind), or
 * `tabs`, a tab screen's tab bar alone.
 */
export type OutlineKind = 'home' | 'rank' | 'list' | 'player' | 'mine' | 'feed' | 'tabs';

/** What a screen's arrival calls may use: they are made before the app's store exists. */
export interface ArrivalContext {
  /** Calls of the own API whose replies the store takes over once it exists. */
  readonly calls: Pick<ArrivalCalls, 'get' | 'send'>;
  /** The visitor's stored choices (the home's banner tag). */
  readonly storage: TypedStorage;
  /** Ads are on (the config's switch and the visitor's bonus): banners and ad images show. */
  readonly adsShown: boolean;
}

/** The address of a screen's lead image once known: null or undefined when it shows none. */
export type LeadImageAddress = Promise<EncryptedImage | null | undefined>;

/**
 * The calls a first visit at a screen makes before the framework has arrived, given what its
 * address says (its `read`): the same declarations its hooks subscribe to (`arrival-calls.ts`),
 * so that its first render finds their replies in the store.
 */
export interface ArrivalPlan<Read = unknown> {
  /**
   * The calls that lead to the screen's lead image (the banner, cover or poster of its largest
   * paint): resolves to that image's address, or null or undefined when it shows none.
   */
  readonly lead?: (said: Read, context: ArrivalContext) => LeadImageAddress;
  /** The screen's other arrival calls, made once the lead image had the link to itself. */
  readonly rest?: (said: Read, context: ArrivalContext) => void;
}

/** How the app shows a screen, beside its address. */
export interface ScreenShown<Read = unknown> {
  /**
   * The page's name in the browser's title (and the tab's label); without one the screen names
   * the page itself (a list by its category, a player by its video, search results by the word).
   */
  readonly title?: string;
  /** A tab of the bottom bar, in the table's order; the tab bar shows on tab screens only. */
  readonly tab?: true;
  /** Kept alive when the visitor leaves, with its scroll offset (up to `KEEP_ALIVE_MAX` views). */
  readonly kept?: true;
  /** What the page paints here before the app's script has run. */
  readonly outline?: OutlineKind;
  /**
   * The outline shows the screen's lead image (its largest paint): the framework's files wait
   * for it, so that the image has the link to itself.
   */
  readonly leadImage?: true;
  /** Reports no page view of its own (an address that only forwards elsewhere). */
  readonly untracked?: true;
  /** The calls a first visit makes before the framework has arrived. */
  readonly arrival?: ArrivalPlan<Read>;
}

/**
 * One screen: its address (path, link, query reader) and how the app shows it. Its arrival plan
 * takes the address itself: what the address says is read for it.
 */
export type Route<Link extends readonly unknown[] = never, Read = unknown> = ScreenPath<
  Link,
  Read
> &
  Omit<ScreenShown, 'arrival'> & { readonly arrival?: ArrivalPlan<AddressParts> };

/**
 * The screen at `path`: how its address is linked to and read (`link`, `read`, `nested`), and
 * how the app shows it. Its arrival plan is given what the address says, read by `read`.
 */
export function route<Link extends readonly unknown[] = [], Read = Record<never, never>>(
  path: string,
  { nested, link, read, arrival, ...shown }: ScreenPathParts<Link, Read> & ScreenShown<Read> = {},
): Route<Link, Read> {
  const address = screenPath(path, { nested, link, read });
  if (!arrival) return { ...address, ...shown };
  const { lead, rest } = arrival;
  return {
    ...address,
    ...shown,
    arrival: {
      ...(lead && { lead: (at: AddressParts, context) => lead(address.read(at), context) }),
      ...(rest && { rest: (at: AddressParts, context) => rest(address.read(at), context) }),
    },
  };
}
