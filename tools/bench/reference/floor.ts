// The floor of a first visit, which Lighthouse measures beside the app: the chain the app runs
// before its largest paint, with no framework and nothing else on the page. It reads config.json,
// makes the route's first API call (`?route=/home`, `/list?typeId=1&orderby=new`,
// `/playVideo?id=…`, `/mine`, `/playVideoShare?id=…`, `/shortVideo?id=…` or `/rank`), fetches and decrypts the route's largest image and shows it in an
// `<img>` the size the app shows it at on a 412 px phone, so that the app's LCP divided by this
// page's says how much of the wait is the app rather than the network.
import { decryptImage, type ImageCipherConfig } from '@video/api-client';
import {
  AD_RATIO,
  type AspectRatio,
  BLOCK_COVER_RATIO,
  decodeShareId,
  LIST_COVER_RATIO,
  PLAYER_RATIO,
} from '@video/domain';
import { routes } from '@video/routes';

interface EncryptedImage {
  readonly url: string;
  readonly type: string;
}

/** The fields of a reply the chain reads; everything else is left alone. */
interface Reply {
  readonly rescont?: unknown;
}

type Get = (path: string) => Promise<Reply>;

interface FloorRoute {
  /** The API calls that lead to the image, in the app's order. */
  readonly image: (get: Get, search: URLSearchParams) => Promise<unknown>;
  /** The `<img>` box: its width (CSS), margin and ratio, as the app lays the element out. */
  readonly width: string;
  readonly margin: string;
  readonly ratio: AspectRatio | number;
}

/** Two columns with 8 px padding and gap: list covers and Mine's exchange ads. */
const HALF_WIDTH = 'calc((100% - 24px) / 2)';

const first = (value: unknown): Record<string, unknown> | undefined => {
  const item: unknown = Array.isArray(value) ? value[0] : undefined;
  return typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : undefined;
};

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;

/** A video's cover as the player asks for it (`videoplay`): its poster, the feed's cover. */
async function videoCover(get: Get, id: string): Promise<unknown> {
  return field(
    (await get(`/api/videoplay/${encodeURIComponent(id)}?uuid=1`)).rescont,
    'coverbase64',
  );
}

/** Each route's largest paint (Lighthouse's LCP element for the app) and how the app gets to it. */
const ROUTES: Readonly<Record<string, FloorRoute>> = {
  // The first banner of the first banner tag (a first visit has no tag chosen).
  [routes.home.path]: {
    image: async (get) => {
      const tags = (await get('/api/adsort')).rescont;
      const bannerType = field(first(tags), 'id') ?? 0;
      const banners = await get(`/api/adinfo/BANNER/${encodeURIComponent(String(bannerType))}`);
      return first(banners.rescont)?.['imgbase64'];
    },
    width: 'calc(100% - 24px)',
    margin: '0 12px',
    ratio: AD_RATIO,
  },
  // The first card's cover (ads come after every fifth video, so the first is a video).
  [routes.list.path]: {
    image: async (get, search) => {
      const type = encodeURIComponent(search.get('typeId') ?? '');
      const orderby = encodeURIComponent(search.get('orderby') ?? 'new');
      const page = await get(`/api/videosort/${type}?orderby=${orderby}&page=1`);
      return first(field(page.rescont, 'data'))?.['coverbase64'];
    },
    width: HALF_WIDTH,
    margin: '8px',
    ratio: LIST_COVER_RATIO,
  },
  // The video's cover, which the app shows as the player's poster.
  [routes.playVideo.path]: {
    image: (get, search) => videoCover(get, search.get('id') ?? ''),
    width: '100%',
    margin: '0',
    ratio: PLAYER_RATIO,
  },
  // The share player (an unlock link's page) shows the film's cover as its poster, as the player.
  [routes.playVideoShare.path]: {
    image: async (get, search) => {
      const id = decodeShareId(search.get('id'));
      if (id === null) throw new Error('no share id');
      return videoCover(get, String(id));
    },
    width: '100%',
    margin: '0',
    ratio: PLAYER_RATIO,
  },
  // The feed opened at a shared clip shows its cover whole across the screen until it plays.
  [routes.shortVideo.path]: {
    image: (get, search) => videoCover(get, search.get('id') ?? ''),
    width: '100%',
    margin: '0',
    ratio: BLOCK_COVER_RATIO,
  },
  // The ranking of all categories: its first row's cover, 40% of a padded row.
  [routes.rank.path]: {
    image: async (get) => {
      const page = await get('/api/rank?type=0&page=1');
      return first(field(page.rescont, 'data'))?.['coverbase64'];
    },
    width: 'calc((100% - 16px) * 0.4)',
    margin: '8px',
    ratio: LIST_COVER_RATIO,
  },
  // Mine has no cover: its largest image is the first exchange ad, a tile of two columns.
  [routes.mine.path]: {
    image: async (get) => first((await get('/api/adinfo/USER')).rescont)?.['imgbase64'],
    width: HALF_WIDTH,
    margin: '8px',
    ratio: AD_RATIO,
  },
};

function isEncryptedImage(value: unknown): value is EncryptedImage {
  return typeof field(value, 'url') === 'string' && typeof field(value, 'type') === 'string';
}

async function json(url: URL): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url.pathname} answered ${response.status}`);
  return response.json();
}

async function paintFloor(): Promise<void> {
  const route = new URL(
    new URLSearchParams(location.search).get('route') ?? routes.home.href(),
    location.origin,
  );
  const floor = ROUTES[route.pathname];
  if (!floor) throw new Error(`no floor for ${route.pathname}`);
  // The same request as the app's preload, so that it is answered from the preload.
  const config = await json(new URL('/config.json', location.origin));
  const cipher = field(config, 'imageCipher') as ImageCipherConfig;
  const apiBase = new URL(String(field(config, 'apiBaseUrl') ?? '/'), location.origin).href;
  const get: Get = async (path) =>
    (await json(new URL(`${apiBase.replace(/\/+$/, '')}${path}`))) as Reply;
  const image = await floor.image(get, route.searchParams);
  if (!isEncryptedImage(image)) throw new Error(`${route.pathname} listed no image`);
  // As the app's codec: bytes without credentials, decrypted, shown through an object URL.
  const response = await fetch(image.url, { credentials: 'omit' });
  if (!response.ok) throw new Error(`${image.url} answered ${response.status}`);
  const plain = decryptImage(cipher, new Uint8Array(await response.arrayBuffer()));
  const blob = new Blob([plain as Uint8Array<ArrayBuffer>], { type: `image/${image.type}` });
  const img = document.createElement('img');
  const ratio =
    typeof floor.ratio === 'number'
      ? String(floor.ratio)
      : `${floor.ratio.width} / ${floor.ratio.height}`;
  Object.assign(img.style, { width: floor.width, margin: floor.margin, aspectRatio: ratio });
  img.alt = 'floor';
  img.src = URL.createObjectURL(blob);
  document.body.append(img);
}

paintFloor().catch((error: unknown) => {
  // Painted as text, so that Lighthouse's LCP element shows the floor failed rather than a time.
  const message = document.createElement('p');
  message.textContent = `floor failed: ${error instanceof Error ? error.message : String(error)}`;
  document.body.append(message);
});
