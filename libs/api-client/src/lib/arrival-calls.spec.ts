import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { arrivalCall } from './arrival-call';
import { ARRIVAL_REPLY_KEPT_MS, createArrivalCalls } from './arrival-calls';
import { videosApi } from './endpoints/videos';
import { adsApi } from './endpoints/ads';
import { arrivalEndpoint, takeOverArrivalCalls } from './endpoints/arrival-calls-taken-over';
import { type ArrivalEndpoint, arrivalRequests } from './requests/arrival-requests';
import { OWN_API, createTestStore, envelopeReply, testConfig, videoJson } from './test-support';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Answers `GET path` with what `reply` returns, counting the requests. */
function answer(path: string, reply: () => Response) {
  const requests: Request[] = [];
  server.use(
    http.get(`${OWN_API}${path}`, ({ request }) => {
      requests.push(request);
      return reply();
    }),
  );
  return requests;
}

const realFetch: typeof fetch = (input, init) => fetch(input, init);

describe('arrival calls', () => {
  it('leave no unhandled rejection when a call no screen takes over fails', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const calls = createArrivalCalls({
        config: testConfig(),
        fetch: () => Promise.reject(new TypeError('Failed to fetch')),
        token: null,
      });
      calls.send(arrivalCall('getVideo', 7));
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('send a call as the base query does and resolve to its decoded reply', async () => {
    const requests = answer('/api/videoplay/7', () => envelopeReply(videoJson({ id: 7 })));
    const calls = createArrivalCalls({
      config: testConfig({ authRequired: true }),
      fetch: realFetch,
      token: 'abc',
    });
    const video = await calls.get(arrivalCall('getVideo', 7));
    expect(video).toEqual(expect.objectContaining({ id: 7 }));
    expect(requests[0]?.url).toBe(`${OWN_API}/api/videoplay/7?uuid=1`);
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer abc');
    expect(requests[0]?.credentials).toBe('include');
  });

  it('hand their replies to the store, which then asks the server for nothing', async () => {
    const requests = answer('/api/videosort/1', () =>
      envelopeReply({ data: [videoJson({ id: 5 })], current_page: 1, last_page: 3 }),
    );
    const calls = createArrivalCalls({ config: testConfig(), fetch: realFetch, token: null });
    const args = { typeId: 1, orderby: 'new', page: 1 } as const;
    const early = await calls.get(arrivalCall('getVideos', args, { fresh: true }));
    const store = createTestStore({ fetch: calls.fetch });
    const inStore = await store.dispatch(
      videosApi.endpoints.getVideos.initiate(args, { forceRefetch: true }),
    );
    expect(inStore.data).toEqual(early);
    expect(inStore.data?.items[0]?.id).toBe(5);
    expect(requests).toHaveLength(1);
  });

  it('send a call for the store alone, whose reply the store reads when it takes it over', async () => {
    const requests = answer('/api/videoplay/7', () => envelopeReply(videoJson({ id: 7 })));
    const calls = createArrivalCalls({ config: testConfig(), fetch: realFetch, token: null });
    calls.send(arrivalCall('getVideo', 7));
    const store = createTestStore({ fetch: calls.fetch });
    takeOverArrivalCalls(store.dispatch, calls);
    const inStore = await store.dispatch(videosApi.endpoints.getVideo.initiate(7));
    expect(inStore.data).toEqual(expect.objectContaining({ id: 7 }));
    expect(requests).toHaveLength(1);
  });

  it('hand a reply that is already in over in a task of its own', async () => {
    const requests = answer('/api/videoplay/7', () => envelopeReply(videoJson({ id: 7 })));
    const calls = createArrivalCalls({ config: testConfig(), fetch: realFetch, token: null });
    await calls.get(arrivalCall('getVideo', 7));
    let handedOver = false;
    void calls.fetch(requests[0]?.url ?? '').then(() => (handedOver = true));
    for (let microtask = 0; microtask < 10; microtask += 1) await Promise.resolve();
    expect(handedOver).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(handedOver).toBe(true);
    expect(requests).toHaveLength(1);
  });

  it('hand a reply over once: the next call of the same address goes to the server', async () => {
    const requests = answer('/api/adsort', () => envelopeReply([{ id: 1, name: '推荐' }]));
    const calls = createArrivalCalls({ config: testConfig(), fetch: realFetch, token: null });
    void calls.get(arrivalCall('getBannerTags', undefined));
    const store = createTestStore({ fetch: calls.fetch });
    await store.dispatch(adsApi.endpoints.getBannerTags.initiate());
    await store.dispatch(
      adsApi.endpoints.getBannerTags.initiate(undefined, { forceRefetch: true }),
    );
    expect(requests).toHaveLength(2);
  });

  it('keep a reply from a call past the caches for a store call past them only', async () => {
    const requests = answer('/api/adsort', () => envelopeReply([]));
    const calls = createArrivalCalls({ config: testConfig(), fetch: realFetch, token: null });
    await calls.get(arrivalCall('getBannerTags', undefined, { fresh: true }));
    const store = createTestStore({ fetch: calls.fetch });
    await store.dispatch(adsApi.endpoints.getBannerTags.initiate());
    expect(requests.map((request) => request.cache)).toEqual(['no-cache', 'default']);
  });

  it('ask again for a reply kept too long, or one that failed', async () => {
    let clock = 0;
    let failing = true;
    const requests = answer('/api/adsort', () =>
      failing ? HttpResponse.error() : envelopeReply([{ id: 2, name: '最新' }]),
    );
    const calls = createArrivalCalls({
      config: testConfig(),
      fetch: realFetch,
      token: null,
      now: () => clock,
    });
    expect(await calls.get(arrivalCall('getBannerTags', undefined))).toBeUndefined();
    failing = false;
    const store = createTestStore({ fetch: calls.fetch });
    const afterFailure = await store.dispatch(adsApi.endpoints.getBannerTags.initiate());
    expect(afterFailure.data).toEqual([expect.objectContaining({ id: 2 })]);

    await calls.get(arrivalCall('getBannerTags', undefined, { fresh: true }));
    clock += ARRIVAL_REPLY_KEPT_MS + 1;
    await store.dispatch(
      adsApi.endpoints.getBannerTags.initiate(undefined, { forceRefetch: true }),
    );
    expect(requests).toHaveLength(4);
  });

  it('resolve to undefined for a reply that is not the contract', async () => {
    answer('/api/videoplay/8', () => HttpResponse.text('<html>proxy</html>'));
    const calls = createArrivalCalls({ config: testConfig(), fetch: realFetch, token: null });
    expect(await calls.get(arrivalCall('getVideo', 8))).toBeUndefined();
  });

  it('give the store the abort of its own call while an arrival reply is still on its way', async () => {
    const never = new Promise<Response>(() => undefined);
    const calls = createArrivalCalls({ config: testConfig(), fetch: () => never, token: null });
    void calls.get(arrivalCall('getBannerTags', undefined));
    const controller = new AbortController();
    const adopted = calls.fetch(`${OWN_API}/api/adsort`, { signal: controller.signal });
    controller.abort(new DOMException('gone', 'AbortError'));
    await expect(adopted).rejects.toThrow('gone');
  });

  it('are taken over by the store, those made later as they go', async () => {
    const requests = answer('/api/adsort', () => envelopeReply([{ id: 3, name: '热门' }]));
    answer('/api/videoplay/9', () => envelopeReply(videoJson({ id: 9 })));
    const calls = createArrivalCalls({ config: testConfig(), fetch: realFetch, token: null });
    const tags = calls.get(arrivalCall('getBannerTags', undefined));
    const store = createTestStore({ fetch: calls.fetch });

    takeOverArrivalCalls(store.dispatch, calls);
    const video = calls.get(arrivalCall('getVideo', 9));
    await Promise.all([tags, video]);

    await vi.waitFor(() => {
      expect(adsApi.endpoints.getBannerTags.select()(store.getState()).data).toEqual([
        expect.objectContaining({ id: 3 }),
      ]);
      expect(videosApi.endpoints.getVideo.select(9)(store.getState()).data?.id).toBe(9);
    });
    expect(requests).toHaveLength(1);
  });
});

describe('arrivalEndpoint', () => {
  it('finds the endpoint of every arrival request among the own API’s', () => {
    for (const name of Object.keys(arrivalRequests) as ArrivalEndpoint[]) {
      expect(arrivalEndpoint(name)?.initiate, name).toEqual(expect.any(Function));
    }
  });
});
