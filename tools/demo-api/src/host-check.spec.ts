import { request } from 'node:http';
import { type DemoApi, startDemoApi } from './server';

/** The status of GET `path` sent to `api` with `host` as its `Host` header. */
function statusFor(api: DemoApi, path: string, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const sent = request(
      { host: '127.0.0.1', port: api.port, path, headers: { Host: host } },
      (reply) => {
        reply.resume();
        resolve(reply.statusCode ?? 0);
      },
    );
    sent.on('error', reject);
    sent.end();
  });
}

describe('the Host a request to the demo API names', () => {
  let own: DemoApi;
  let behindWebServer: DemoApi;
  beforeAll(async () => {
    own = await startDemoApi({ port: 0, testHooks: true });
    behindWebServer = await startDemoApi({
      port: 0,
      publicOrigins: ['http://192.168.1.20:4200'],
    });
  });
  afterAll(() => Promise.all([own.close(), behindWebServer.close()]));

  it('is answered when it is the server’s own address', async () => {
    for (const host of [`127.0.0.1:${own.port}`, `localhost:${own.port}`])
      expect(await statusFor(own, '/api/adsort', host)).toBe(200);
  });

  it.each(['/api/adsort', '/stats/vitals/summary', '/__test/feedback'])(
    'is refused with 421 when a rebound name points at it: %s',
    async (path) => {
      expect(await statusFor(own, path, `rebound.example:${own.port}`)).toBe(421);
    },
  );

  it('is answered for the public origins and its own address, refused for any other', async () => {
    expect(await statusFor(behindWebServer, '/api/adsort', '192.168.1.20:4200')).toBe(200);
    expect(
      await statusFor(behindWebServer, '/api/adsort', `127.0.0.1:${behindWebServer.port}`),
    ).toBe(200);
    expect(await statusFor(behindWebServer, '/api/adsort', 'rebound.example:4200')).toBe(421);
  });
});
