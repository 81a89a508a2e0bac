import { once } from 'node:events';
import { createServer, type IncomingMessage, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SiteProxy, startSiteProxy } from './site-proxy';

const SCRIPT = `console.log(${JSON.stringify('视频'.repeat(500))});`;
const SEGMENT = Buffer.from([0x47, 0x40, 0x11, 0x10, 0x00, 0xff]);
const UPSTREAM_ROUTES: Record<string, { type: string; body: string | Buffer }> = {
  '/assets/app.js': { type: 'text/javascript', body: SCRIPT },
  '/media/seg-000.ts': { type: 'video/mp2t', body: SEGMENT },
  '/config.json': { type: 'application/json', body: '{"isShowAd":true,"site":"demo"}' },
};

/** A raw GET through the proxy (fetch would decompress and hide what was sent). */
async function get(url: string, headers: Record<string, string> = {}) {
  const [response] = (await once(request(url, { headers }).end(), 'response')) as [IncomingMessage];
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  return {
    status: response.statusCode,
    encoding: response.headers['content-encoding'] ?? null,
    host: response.headers['x-seen-host'],
    body: Buffer.concat(chunks),
  };
}

describe('startSiteProxy', () => {
  let upstream: Server;
  let proxy: SiteProxy;

  beforeAll(async () => {
    upstream = createServer((req, res) => {
      const route = UPSTREAM_ROUTES[req.url ?? ''];
      if (!route) return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': route.type, 'x-seen-host': req.headers.host });
      res.end(route.body);
    });
    upstream.listen(0, '127.0.0.1');
    await once(upstream, 'listening');
    const upstreamPort = (upstream.address() as AddressInfo).port;
    proxy = await startSiteProxy({
      port: 0,
      upstream: `http://127.0.0.1:${upstreamPort}`,
      config: (config) => ({ ...config, isShowAd: false }),
      files: new Map([['/__bench/page.html', { body: '<p>page</p>', contentType: 'text/html' }]]),
    });
  });

  afterAll(async () => {
    await proxy.close();
    upstream.close();
  });

  it('gzips text for a browser that accepts it, keeping the Host the browser used', async () => {
    const response = await get(`${proxy.url}/assets/app.js`, { 'accept-encoding': 'gzip, br' });
    expect(response.encoding).toBe('gzip');
    expect(response.host).toBe(new URL(proxy.url).host);
    expect(response.body.length).toBeLessThan(Buffer.byteLength(SCRIPT) / 4);
    expect(gunzipSync(response.body).toString()).toBe(SCRIPT);
  });

  it('sends text plain to a client that does not accept gzip', async () => {
    const response = await get(`${proxy.url}/assets/app.js`, { 'accept-encoding': 'identity' });
    expect(response.encoding).toBeNull();
    expect(response.body.toString()).toBe(SCRIPT);
  });

  it('passes media through untouched', async () => {
    const response = await get(`${proxy.url}/media/seg-000.ts`, { 'accept-encoding': 'gzip' });
    expect(response.encoding).toBeNull();
    expect(response.body).toEqual(SEGMENT);
  });

  it('serves the changed runtime config', async () => {
    const response = await get(`${proxy.url}/config.json`);
    expect(JSON.parse(response.body.toString())).toEqual({ isShowAd: false, site: 'demo' });
  });

  it('serves its own files and passes unknown paths on', async () => {
    expect((await get(`${proxy.url}/__bench/page.html`)).body.toString()).toBe('<p>page</p>');
    expect((await get(`${proxy.url}/nope`)).status).toBe(404);
  });

  it('answers 502 when the upstream is gone', async () => {
    const orphan = await startSiteProxy({ port: 0, upstream: 'http://127.0.0.1:9' });
    try {
      expect((await get(`${orphan.url}/home`)).status).toBe(502);
    } finally {
      await orphan.close();
    }
  });
});
