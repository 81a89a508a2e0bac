import { installTrustedTypesPolicy } from '@video/player';
import {
  type AppConfig,
  createArrivalCalls,
  createImageCodec,
  type ArrivalCalls,
  type ImageCodec,
  loadConfig,
} from '@video/api-client';
import { adsShown, type EncryptedImage } from '@video/domain';
import type { LeadImageAddress } from '@video/routes';
import { storage, storageKeys } from '@video/storage';
import { takeHandedToken } from '../../core/handed-token';
import type { BootFailed } from './start';
import { startArrivalCalls } from './arrival-plans';
import { afterNextPaint } from './after-next-paint';
import { outlineLeadBox, showLeadInOutline } from './outline-lead';

/**
 * How long the framework's download waits at most for the lead image to show: on a slow link the
 * image then has the connection to itself, and a stalled one never holds the app back longer.
 */
export const LEAD_IMAGE_HEAD_START_MS = 1500;

/** What the start has under way once the config is in, for the boot to carry on with. */
export interface EarlyReady {
  readonly ok: true;
  readonly config: AppConfig;
  /** The URL of the folder that holds index.html (and config.json). */
  readonly appRoot: string;
  /** The image codec, its decrypt worker started and the lead image in it or on its way. */
  readonly codec: ImageCodec;
  /** The calls made so far; the store's `fetch` takes their replies over. */
  readonly calls: ArrivalCalls;
  /** The first screen's lead image: its address, or null when it shows none. */
  readonly leadImage: LeadImageAddress;
}

export interface EarlyStart {
  /** The token a link handed over (`/vendor#token=…`), taken out of the address; else null. */
  readonly handedToken: string | null;
  readonly ready: Promise<EarlyReady | BootFailed>;
  /**
   * Settles once the lead image has had the link to itself: it has painted in the outline's box
   * for it or cannot (none, a failure), or {@link LEAD_IMAGE_HEAD_START_MS} have passed; at once when
   * the outline has no box for one. The screen's other arrival calls go out then, and the
   * framework may download.
   */
  readonly leadFirst: Promise<void>;
}

/**
 * The start of a visit before the app's framework has arrived (a few KiB, run by the entry): the
 * config, the first screen's calls that lead to its largest image, the image's download and
 * decryption, and the image shown in the outline index.html painted. The framework (the store,
 * React, the screens) downloads after that, so that on a slow link the chain config → API → image
 * has the connection to itself, as a page without a framework would; the store then takes the
 * replies over rather than asking again.
 */
export function startEarly(window: Window): EarlyStart {
  // First: the decrypt worker needs it where the CSP enforces Trusted Types.
  installTrustedTypesPolicy(window);
  // Before anything is fetched: a handed-over token leaves the address at once.
  const handedToken = takeHandedToken(window.location, window.history, import.meta.env.BASE_URL);
  const fetch = window.fetch.bind(window);
  // config.json sits beside index.html, whatever deep link the visitor opened.
  const appRoot = new URL(import.meta.env.BASE_URL, window.location.href).href;
  const location = { pathname: window.location.pathname, search: window.location.search };
  const box = outlineLeadBox(window.document);
  let release: () => void = () => undefined;
  const leadFirst = new Promise<void>((resolve) => {
    release = resolve;
  });
  const ready = loadConfig(fetch, appRoot).then((result): EarlyReady | BootFailed => {
    if (!result.ok) return result;
    const { config } = result;
    const codec = createImageCodec({ fetch, cipher: config.imageCipher });
    // The decrypt worker's script loads beside the first API calls, not after the first image.
    codec.prepare();
    const token = storage.get(storageKeys.token) || null;
    const calls = createArrivalCalls({ config, fetch, token });
    // With the auth flag on and no token the visitor goes to the vendor screen: no calls.
    const leadImage: LeadImageAddress =
      config.authRequired && token === null
        ? Promise.resolve(null)
        : startArrivalCalls(
            location,
            {
              calls,
              storage,
              adsShown: adsShown(config.isShowAd, storage.get(storageKeys.xbbBonus)),
            },
            leadFirst,
          );
    return { ok: true, config, appRoot, codec, calls, leadImage };
  });
  // The lead image downloads and decrypts as soon as its address is in, whether or not the
  // outline has a box to show it in: the screen's first render then finds it ready.
  const leadLoaded = ready
    .then(async (early) => (early.ok ? loadLead(early.codec, await early.leadImage) : undefined))
    .catch(() => undefined);
  const leadShown = box
    ? leadLoaded.then(async (url) => {
        const image = url ? showLeadInOutline(box, url) : undefined;
        // Until it has painted: the framework's evaluation would hold that paint back.
        if (image)
          await image.decode().then(
            () => afterNextPaint(window),
            () => undefined,
          );
      })
    : Promise.resolve();
  void Promise.race([leadShown.catch(() => undefined), delay(LEAD_IMAGE_HEAD_START_MS)]).then(
    release,
  );
  return { handedToken, ready, leadFirst };
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The lead image decrypted to a URL; undefined when there is none or it failed. */
function loadLead(codec: ImageCodec, image: EncryptedImage | null | undefined) {
  return image ? codec.load(image).catch(() => undefined) : undefined;
}
