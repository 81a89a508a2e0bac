// Another site that shows the embeddable player: a blog page with the player in an <iframe>, as a
// partner would write it, served from its own origin. Run alone:
//   HOST_SITE_PORT=4372 PLAYER_ORIGIN=http://127.0.0.1:4370 npx tsx apps/embed-e2e/host/host-site.ts
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

/** The postMessage API's channel (apps/embed/src/embed-protocol.ts). */
export const EMBED_CHANNEL = 'video-embed';

/** What the page may frame: the player's addresses, nothing else. */
const FILM = /^\/embed(\/[\w/-]*)?(\?[\w=&-]*)?$/;

export interface HostSiteOptions {
  /** The port; 0 picks a free one. */
  readonly port: number;
  /** The web app's origin, where the player lives (`http://127.0.0.1:4370`). */
  readonly playerOrigin: string;
}

export interface HostSite {
  readonly port: number;
  close(): Promise<void>;
}

/**
 * The blog page: the player of `film` (`/embed/<id>`) in an iframe, and the listener a real host
 * page has. It takes a message only from the player's frame (`event.source`) and the player's
 * origin (`event.origin`), and only on the API's channel, and keeps it in `window.events`;
 * `window.send(command)` posts the player a command on the channel, to its origin only, and
 * `window.post(message)` posts anything as it is. With `intruder`, a frame of a third site sits
 * beside the player (see {@link intruderPage}).
 */
export function hostPage(playerOrigin: string, film: string, intruder: string | null): string {
  const src = `${playerOrigin}${film}`;
  return `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>一篇博客文章</title>
    <style>
      body { margin: 0; font: 16px/1.5 sans-serif; }
      iframe { display: block; width: 100%; aspect-ratio: 16 / 9; border: 0; }
      .intruder { height: 40px; }
    </style>
  </head>
  <body>
    <h1>一篇博客文章</h1>
    <p>文章里嵌入了一个视频：</p>
    <iframe
      id="player"
      title="视频播放器"
      src="${src}"
      allow="autoplay; fullscreen; picture-in-picture"
      allowfullscreen
    ></iframe>
    ${intruder === null ? '' : `<iframe class="intruder" title="广告位" src="${intruder}"></iframe>`}
    <script>
      const player = document.getElementById('player');
      const PLAYER_ORIGIN = new URL(player.src).origin;
      window.events = [];
      window.addEventListener('message', (event) => {
        if (event.origin !== PLAYER_ORIGIN || event.source !== player.contentWindow) return;
        if (!event.data || event.data.channel !== '${EMBED_CHANNEL}') return;
        window.events.push(event.data);
      });
      window.send = (command) =>
        player.contentWindow.postMessage({ channel: '${EMBED_CHANNEL}', ...command }, PLAYER_ORIGIN);
      window.post = (message) => player.contentWindow.postMessage(message, PLAYER_ORIGIN);
    </script>
  </body>
</html>
`;
}

/**
 * A third site's frame on the same page (an ad slot, say): it can reach the player's window
 * (`parent.frames[0]`) and tries to drive it with well-formed commands, `window.attack(command)`,
 * and keeps whatever message of the API reaches it in `window.received`.
 */
export function intruderPage(): string {
  return `<!doctype html>
<html lang="zh-CN">
  <head><meta charset="utf-8" /><title>广告位</title></head>
  <body>
    <p>广告位</p>
    <script>
      window.received = [];
      window.addEventListener('message', (event) => {
        if (event.data && event.data.channel === '${EMBED_CHANNEL}') window.received.push(event.data);
      });
      window.attack = (command) =>
        parent.frames[0].postMessage({ channel: '${EMBED_CHANNEL}', ...command }, '*');
    </script>
  </body>
</html>
`;
}

/**
 * Serves the host page at `/host.html?film=/embed/<id>` (`&intruder=1` adds the third site's
 * frame, this same server under another name: `127.0.0.1` for a page opened on `localhost`) and
 * the intruder at `/intruder.html`, on loopback.
 */
export async function startHostSite({ port, playerOrigin }: HostSiteOptions): Promise<HostSite> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://host.invalid');
    const html = (body: string) => {
      res.writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
      });
      res.end(body);
    };
    if (url.pathname === '/host.html') {
      const film = url.searchParams.get('film') ?? '';
      if (!FILM.test(film)) {
        res.writeHead(400).end('film must be a player address (/embed/<id>)');
        return;
      }
      const own = req.headers.host ?? '';
      // The third site: this server under the other loopback name.
      const third = own.startsWith('localhost:')
        ? `http://127.0.0.1:${own.slice('localhost:'.length)}/intruder.html`
        : `http://localhost:${own.split(':')[1] ?? ''}/intruder.html`;
      return html(hostPage(playerOrigin, film, url.searchParams.has('intruder') ? third : null));
    }
    if (url.pathname === '/intruder.html') return html(intruderPage());
    if (url.pathname === '/') return html('<!doctype html><title>博客</title>');
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const site = await startHostSite({
    port: Number(process.env['HOST_SITE_PORT'] ?? 4372),
    playerOrigin: process.env['PLAYER_ORIGIN'] ?? 'http://127.0.0.1:4370',
  });
  console.log(`host site at http://localhost:${site.port}/host.html?film=/embed/<id>`);
  const stop = () => void site.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
