import type { EncryptedImage } from '@video/domain';
import type { LeadImageAddress } from '@video/routes';
import { nextTask } from './next-task';

/** Loads an image to a displayable URL; `cached` tells one already loaded at once. */
export interface LoadImage {
  (image: EncryptedImage, signal?: AbortSignal): Promise<string>;
  readonly cached?: (image: EncryptedImage) => string | undefined;
}

/** How long another image waits at most for a lead image: a slow one never holds the rest long. */
export const LEAD_IMAGE_WAIT_MS = 1500;

/** Image loads in two lanes, so that a slow link carries the screen's largest image first. */
export interface ImageLanes {
  /**
   * Starts a screen's lead image (the banner, cover or poster of its largest paint) as soon as
   * its address is in. Other images wait from now on: the address comes from an API reply, and
   * images asked for meanwhile would otherwise take the connections first. Resolves to the
   * image's URL once it is in; to undefined when there is none or it failed.
   */
  readonly lead: (address: LeadImageAddress) => Promise<string | undefined>;
  /**
   * Loads any other image once no lead image is on its way, or {@link LEAD_IMAGE_WAIT_MS} after
   * it was asked for: on 1.6 Mbps, covers and icons loading beside the first banner made it
   * arrive half a second later. An image already loaded is told at once (`cached`), whatever
   * the lead.
   */
  readonly other: LoadImage;
}

export function imageLanes(
  load: LoadImage,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  nextTurn: () => Promise<void> = nextTask,
): ImageLanes {
  const leads = new Set<Promise<unknown>>();
  // Images start one per task: a screen's covers asked for at once (or let go at once by the
  // lead) would otherwise start in one long task on a slow phone.
  let turns = Promise.resolve();
  const turn = () => (turns = turns.then(nextTurn));
  return {
    lead(address) {
      const loaded = address
        .then((image) => (image ? load(image) : undefined))
        .catch(() => undefined);
      leads.add(loaded);
      return loaded.then((url) => {
        leads.delete(loaded);
        return url || undefined;
      });
    },
    other: Object.assign(
      async (image: EncryptedImage, signal?: AbortSignal) => {
        if (leads.size > 0) await Promise.race([Promise.all(leads), wait(LEAD_IMAGE_WAIT_MS)]);
        await turn();
        // A card scrolled away (or unmounted) meanwhile asks for nothing.
        signal?.throwIfAborted();
        return load(image, signal);
      },
      { cached: load.cached },
    ),
  };
}
