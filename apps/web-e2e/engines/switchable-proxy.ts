import { createServer, type IncomingHttpHeaders, request } from 'node:http';
import { once } from 'node:events';

/**
 * Headers of one hop, which each side of the proxy writes for itself (RFC 9110 §7.6.1): passed on,
 * they would describe the other connection.
 */
const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection'];

const endToEnd = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(
    Object.entries(headers).filter(([name]) => !HOP_BY_HOP.includes(name.toLowerCase())),
  );

/** The app at another origin, whose network a flow can take away and give back. */
export interface SwitchableProxy {
  /** The origin to open the app at, e.g. `http://127.0.0.1:4353`. */
  readonly url: string;
  /**
   * Offline: nothing answers at the origin any more (a connection is refused, those open are
   * dropped), as for a phone with no network. Online: the origin answers again.
   */
  setOffline(offline: boolean): Promise<void>;
  close(): Promise<void>;
}

/**
 * Starts a proxy on loopback `port` that passes every request to `target` as it came (its Host
 * header too: the demo API then names this origin in the links of its replies, when it is one of
 * its public origins).
 */
export async function startSwitchableProxy(target: string, port: number): Promise<SwitchableProxy> {
  const { hostname, port: targetPort } = new URL(target);
  const server = createServer((incoming, outgoing) => {
    const upstream = request(
      {
        hostname,
        port: targetPort,
        method: incoming.method,
        path: incoming.url,
        headers: endToEnd(incoming.headers),
      },
      (reply) => {
        outgoing.writeHead(reply.statusCode ?? 502, reply.statusMessage, endToEnd(reply.headers));
        reply.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  const listen = async () => {
    server.listen(port, '127.0.0.1');
    await once(server, 'listening');
  };
  let listening = false;
  await listen();
  listening = true;
  const stop = async () => {
    if (!listening) return;
    listening = false;
    const closed = once(server, 'close');
    server.close();
    server.closeAllConnections();
    await closed;
  };
  return {
    url: `http://127.0.0.1:${port}`,
    async setOffline(offline) {
      if (offline) await stop();
      else if (!listening) {
        await listen();
        listening = true;
      }
    },
    close: stop,
  };
}
