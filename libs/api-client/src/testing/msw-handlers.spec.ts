import { setupServer } from 'msw/node';
import { decryptImage } from '../lib/image/cipher';
import { createPageViewTracker } from '../lib/stats/page-view-tracker';
import { createMswHandlers } from './msw-handlers';
import { createReferenceApi } from './server/reference-api';
import { testConfig } from './test-config';

const api = createReferenceApi({ testHooks: true });
const server = setupServer(...createMswHandlers({ api }));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('createMswHandlers', () => {
  it('answers the configured API base with the reference server', async () => {
    const response = await fetch(`${testConfig.apiBaseUrl}/api/videoplay/3`);
    expect(await response.json()).toMatchObject({ code: 200, rescont: { id: 3 } });
  });

  it('answers the share service and keeps state in the given server', async () => {
    const url = `${testConfig.shareApiBaseUrl}/share/check?id=360&uuid=tester&visit=1`;
    await fetch(url);
    const response = await api.fetch(new Request(`http://localhost/share-api/share/check?id=360`));
    expect(await response.json()).toMatchObject({ rescont: { ip_count: 1 } });
  });

  it('serves covers that decrypt with the test config key', async () => {
    const response = await fetch(`${testConfig.apiBaseUrl}/covers/video/3.jpg.enc`);
    const jpeg = decryptImage(testConfig.imageCipher, new Uint8Array(await response.arrayBuffer()));
    // A JPEG file starts with the start-of-image marker.
    expect([...jpeg.subarray(0, 2)]).toEqual([0xff, 0xd8]);
  });

  it('answers another base URL given with a trailing slash', async () => {
    server.use(...createMswHandlers({ api, baseUrl: 'http://api.test/' }));
    const response = await fetch('http://api.test/api/adsort');
    expect(await response.json()).toMatchObject({
      code: 200,
      rescont: [{ id: 1, name: '推荐' }, {}, {}],
    });
  });

  it('records what the page-view tracker sends', async () => {
    const endpoint = testConfig.stats?.endpoint ?? '';
    const tracker = createPageViewTracker({
      siteId: 'reference',
      endpoint,
      now: () => 42,
    });
    tracker.track('/list?typeId=2');
    await vi.waitFor(async () => {
      const response = await fetch('http://localhost/stats/pageviews');
      expect(await response.json()).toMatchObject({
        rescont: [{ site: 'reference', path: '/list?typeId=2', ts: 42 }],
      });
    });
  });
});
