import {
  type EmbedCommand,
  type EmbedEvent,
  eventMessage,
  framingOrigin,
  isAllowedOrigin,
  parseCommand,
} from './embed-protocol';

/** The player's side of the postMessage API. */
export interface ParentLink {
  /** Tells the embedding page `event`; nothing when the page is not one that may hear it. */
  post(event: EmbedEvent): void;
  destroy(): void;
}

export interface ParentLinkOptions {
  /** The player's window. */
  readonly window: Window;
  /** The config's `embedOrigins`: who may embed and drive the player. */
  readonly allowed: readonly string[];
  readonly onCommand: (command: EmbedCommand) => void;
}

/**
 * Listens to the embedding page's commands and posts it events, checking origins both ways:
 * a command counts only from the window that shows the player, from an allowed origin, and from
 * the origin the browser says shows it; events go to that origin only, never to `*`. Where the
 * browser does not say (no `ancestorOrigins`, no referrer), the first valid command names it, and
 * the `ready` event posted before is sent then.
 */
export function linkParent({ window: page, allowed, onCommand }: ParentLinkOptions): ParentLink {
  const parent = page.parent;
  const framed = parent !== page;
  const told = framed ? framingOrigin(page) : null;
  // Shown by a site that may not embed the player: no messages either way.
  const refused = told !== null && !isAllowedOrigin(told, allowed);
  let target = refused ? null : told;
  let unsentReady: EmbedEvent | null = null;

  const send = (event: EmbedEvent) => {
    if (target !== null) parent.postMessage(eventMessage(event), target);
    else if (event.event === 'ready') unsentReady = event;
  };

  const listen = (message: MessageEvent) => {
    if (!framed || refused || message.source !== parent) return;
    if (!isAllowedOrigin(message.origin, allowed)) return;
    if (target !== null && message.origin !== target) return;
    const command = parseCommand(message.data);
    if (command === null) return;
    if (target === null) {
      target = message.origin;
      if (unsentReady !== null) send(unsentReady);
      unsentReady = null;
    }
    onCommand(command);
  };

  if (framed && !refused) page.addEventListener('message', listen);
  return {
    post: (event) => {
      if (framed && !refused) send(event);
    },
    destroy: () => page.removeEventListener('message', listen),
  };
}
