import { once } from 'node:events';
import { type IncomingHttpHeaders, request, createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { type DemoApi, startDemoApi } from '@video/demo-api';
import { runCli } from './run-cli';

const ORIGIN = 'http://app.example';
const CONFIG = join(import.meta.dirname, '../../../apps/web/public/config.json');

/** An answer of the demo API on its way back, for a break to change. */
interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

const json = (reply: Reply, change: (body: { rescont: Record<string, unknown> }) => void) => {
  const body = JSON.parse(reply.body.toString('utf8')) as { rescont: Record<string, unknown> };
  change(body);
  return { ...reply, body: Buffer.from(JSON.stringify(body)) };
};

/** What the broken backend does wrong, by path: one break of each kind the check names. */
const BREAKS: readonly (readonly [RegExp, (reply: Reply) => Reply])[] = [
  // A proxy's error page, with an escape sequence a terminal would obey.
  [
    /^\/api\/videosort$/,
    (reply) => ({
      status: 200,
      headers: { ...reply.headers, 'content-type': 'text/html' },
      body: Buffer.from('<html>\u001b[31mBad gateway</html>'),
    }),
  ],
  [
    /^\/api\/videoindex$/,
    (reply) => ({
      ...reply,
      body: Buffer.from(JSON.stringify({ code: 500, msg: '服务器错误', rescont: null })),
    }),
  ],
  [/^\/api\/videoplay\/\d+$/, (reply) => json(reply, (body) => delete body.rescont['id'])],
  [
    /^\/share-api\/favorites\/total$/,
    (reply) => json(reply, (body) => (body.rescont['total'] = 'many')),
  ],
  [
    /^\/api\/videorecommand$/,
    ({ headers: { 'access-control-allow-origin': _, ...headers }, ...reply }) => ({
      ...reply,
      headers,
    }),
  ],
  [
    /^\/api\/sysnotice$/,
    ({ headers: { 'access-control-allow-credentials': _, ...headers }, ...reply }) => ({
      ...reply,
      headers,
    }),
  ],
  [/^\/covers\/video\//, (reply) => ({ ...reply, body: Buffer.alloc(48, 0x41) })],
  [/^\/media\/short-\d\/.*\.ts$/, (reply) => ({ ...reply, status: 404, body: Buffer.alloc(0) })],
];

/** A proxy in front of the demo API that breaks the answers named in {@link BREAKS}. */
async function startBreakingProxy(demo: () => DemoApi): Promise<Server> {
  const server = createServer((incoming, outgoing) => {
    const target = new URL(demo().url);
    const forwarded = request(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const path = new URL(incoming.url ?? '/', 'http://proxy').pathname;
          const fault = BREAKS.find(([pattern]) => pattern.test(path))?.[1];
          const reply: Reply = {
            status: answer.statusCode ?? 502,
            headers: { ...answer.headers },
            body: Buffer.concat(chunks),
          };
          const { status, headers, body } = fault ? fault(reply) : reply;
          delete headers['content-length'];
          delete headers['transfer-encoding'];
          outgoing.writeHead(status, { ...headers, 'content-length': body.length });
          outgoing.end(body);
        });
      },
    );
    incoming.pipe(forwarded);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return server;
}

describe('against a broken backend', () => {
  let demo: DemoApi;
  let proxy: Server;
  let proxyUrl: string;
  beforeAll(async () => {
    proxy = await startBreakingProxy(() => demo);
    proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    // Links in the answers (covers, streams) name the proxy, which the requests come through.
    demo = await startDemoApi({ port: 0, webOrigins: [ORIGIN], publicOrigins: [proxyUrl] });
  });
  afterAll(async () => {
    proxy.closeAllConnections();
    proxy.close();
    await demo.close();
  });

  it('names each break, and exits with status 1', async () => {
    let out = '';
    const status = await runCli([proxyUrl, '--origin', ORIGIN, '--config', CONFIG], {
      out: (text) => (out += text),
      err: (text) => (out += text),
    });
    expect(status).toBe(1);
    const call = (label: string) => {
      const start = out.indexOf(`unreadable     ${label}`);
      expect(start, `${label} unreadable`).toBeGreaterThan(-1);
      const end = out.slice(start).search(/\n {2}\S/);
      return out.slice(start, start + end);
    };
    expect(call('GET /api/videosort ')).toContain(
      'not JSON (text/html): "<html>\\x1b[31mBad gateway</html>"',
    );
    expect(out).not.toContain('\u001b');
    expect(call('GET /api/videoindex')).toContain('code 500 (msg "服务器错误")');
    expect(call('GET /api/videoplay/')).toContain('rescont id: Invalid key: Expected "id"');
    expect(call('GET /favorites/total')).toContain('rescont total: Invalid type');
    expect(call('GET /api/videorecommand')).toContain(
      `CORS: the answer has no Access-Control-Allow-Origin for ${ORIGIN}`,
    );
    expect(call('GET /api/sysnotice')).toContain(
      'CORS: the answer does not allow credentials (Access-Control-Allow-Credentials: true)',
    );
    expect(out).toMatch(
      /unreadable {5}video \d+ cover: .*\n {19}(it does not decrypt with the configured key|it decrypts, but not to an image)/,
    );
    expect(out).toMatch(
      /unreadable {5}short video \d+: .*\n(.*\n)* {19}first segment .*: HTTP 404/,
    );
    expect(out).toMatch(/The app cannot use \d+ of these answers: exit status 1\./);
  });
});
