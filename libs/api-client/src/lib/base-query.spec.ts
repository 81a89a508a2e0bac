import { configureStore } from '@reduxjs/toolkit';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { categoriesApi } from './endpoints/categories';
import { feedbackApi } from './endpoints/feedback';
import { shareCheckApi } from './endpoints/share';
import { MAX_REPLY_BYTES } from './base-query';
import { ownApi } from './own-api';
import {
  OWN_API,
  SHARE_API,
  categoryJson,
  createTestStore,
  envelopeReply,
  testConfig,
} from './test-support';

const CATEGORIES = `${OWN_API}/api/videosort`;
const NETWORK_ERROR = { kind: 'network', message: '网络错误，请稍后重试' };

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

/** Answers the categories call with `reply` and records the request. */
function answerCategories(reply: () => Response) {
  const requests: Request[] = [];
  server.use(
    http.get(CATEGORIES, ({ request }) => {
      requests.push(request);
      return reply();
    }),
  );
  return requests;
}

function getCategories(store = createTestStore()) {
  return store.dispatch(categoriesApi.endpoints.getCategories.initiate());
}

describe('the base query', () => {
  it('returns the decoded rescont of a 2xx envelope', async () => {
    answerCategories(() => envelopeReply([categoryJson()]));
    const result = await getCategories();
    expect(result.data).toEqual([expect.objectContaining({ id: 3, name: '电影', typeId: 3 })]);
  });

  it('lets caches answer a first load, and sends a refetch past them to the server', async () => {
    const requests = answerCategories(() => envelopeReply([]));
    const store = createTestStore();
    await getCategories(store);
    await store.dispatch(
      categoriesApi.endpoints.getCategories.initiate(undefined, { forceRefetch: true }),
    );
    expect(requests.map((request) => request.cache)).toEqual(['default', 'no-cache']);
  });

  it('sends credentials and asks for JSON', async () => {
    const requests = answerCategories(() => envelopeReply([]));
    await getCategories();
    expect(requests[0]?.credentials).toBe('include');
    expect(requests[0]?.headers.get('accept')).toBe('application/json');
  });

  it.each([
    ['auth on, a token', true, 'tok-1', 'Bearer tok-1'],
    ['auth on, no token', true, null, null],
    ['auth on, an empty token', true, '', null],
    ['auth off, a token', false, 'tok-1', null],
  ])('with %s sends Authorization', async (_case, authRequired, token, expected) => {
    const requests = answerCategories(() => envelopeReply([]));
    await getCategories(
      createTestStore({ getConfig: () => testConfig({ authRequired }), getToken: () => token }),
    );
    expect(requests[0]?.headers.get('authorization')).toBe(expected);
  });

  it.each([
    ['a trailing slash', 'http://api.test/', 'http://api.test/api/videosort'],
    ['a path prefix', 'http://api.test/v1//', 'http://api.test/v1/api/videosort'],
  ])('joins a base URL with %s', async (_case, apiBaseUrl, expected) => {
    const requests: string[] = [];
    server.use(
      http.get('*/api/videosort', ({ request }) => {
        requests.push(request.url);
        return envelopeReply([]);
      }),
    );
    await getCategories(createTestStore({ getConfig: () => testConfig({ apiBaseUrl }) }));
    expect(requests).toEqual([expected]);
  });

  it('sends a JSON body with its content type', async () => {
    let body: unknown;
    let contentType: string | null = null;
    server.use(
      http.post(`${OWN_API}/api/syssuggest`, async ({ request }) => {
        body = await request.json();
        contentType = request.headers.get('content-type');
        return envelopeReply(null, { msg: '提交成功' });
      }),
    );
    const feedback = {
      device: 2,
      title: '无法播放',
      video_id: 1,
      content: '一直在加载中',
      uuid: 'abc123',
    };
    const result = await createTestStore().dispatch(
      feedbackApi.endpoints.sendFeedback.initiate(feedback),
    );
    expect(result).toEqual({ data: '提交成功' });
    expect(body).toEqual(feedback);
    expect(contentType).toBe('application/json');
  });

  it.each([
    ['the server msg', () => envelopeReply(null, { status: 401, msg: '登录已过期' }), '登录已过期'],
    ['an empty msg', () => envelopeReply(null, { status: 401, msg: '' }), '网络错误，请稍后重试'],
    [
      'a body that is not JSON',
      () => new HttpResponse('Unauthorized', { status: 401 }),
      '网络错误，请稍后重试',
    ],
  ])('turns HTTP 401 with %s into unauthorized', async (_case, reply, message) => {
    answerCategories(reply);
    const result = await getCategories();
    expect(result.error).toEqual({ kind: 'unauthorized', message, status: 401 });
  });

  it.each([401, '401'])(
    'turns HTTP 200 whose body says code %j into unauthorized, as some backends answer',
    async (code) => {
      answerCategories(() => HttpResponse.json({ code, msg: '请先登录', rescont: null }));
      const result = await getCategories();
      expect(result.error).toEqual({ kind: 'unauthorized', message: '请先登录', status: 401 });
    },
  );

  it.each([
    ['HTTP 500 with an envelope', () => envelopeReply(null, { status: 500, msg: 'boom' }), 500],
    [
      'HTTP 503 with a text body',
      () => new HttpResponse('Service Unavailable', { status: 503 }),
      503,
    ],
    ['a network failure', () => HttpResponse.error(), undefined],
    ['malformed JSON', () => new HttpResponse('{"code":200,', { status: 200 }), 200],
    ['an empty body', () => new HttpResponse(null, { status: 200 }), 200],
    ['JSON that is not an envelope', () => HttpResponse.json([categoryJson()]), 200],
  ])('turns %s into the network error', async (_case, reply, status) => {
    answerCategories(reply);
    const result = await getCategories();
    expect(result.error).toEqual(
      status === undefined ? NETWORK_ERROR : { ...NETWORK_ERROR, status },
    );
  });

  it.each([400, 500, '503', 302])(
    'turns HTTP 200 whose body says code %j into the network error, as a failed status would',
    async (code) => {
      answerCategories(() =>
        HttpResponse.json({ code, msg: '服务器错误', rescont: [categoryJson()] }),
      );
      const result = await getCategories();
      expect(result.error).toEqual({ ...NETWORK_ERROR, status: Number(code) });
    },
  );

  it('turns HTTP 200 whose body says code 404 into notFound', async () => {
    answerCategories(() => HttpResponse.json({ code: 404, msg: '视频不存在', rescont: null }));
    const result = await getCategories();
    expect(result.error).toEqual({
      kind: 'notFound',
      message: '网络错误，请稍后重试',
      status: 404,
    });
  });

  it.each([200, 201, '200'])('takes a body code of %j as success', async (code) => {
    answerCategories(() => HttpResponse.json({ code, msg: '成功', rescont: [categoryJson()] }));
    const result = await getCategories();
    expect(result.error).toBeUndefined();
  });

  it('tells a failure while the device is offline as the network being gone', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    answerCategories(() => HttpResponse.error());
    const result = await getCategories();
    expect(result.error).toEqual({ kind: 'network', message: '网络已断开，请联网后再试' });
    vi.restoreAllMocks();
  });

  it.each([
    ['a text body', () => new HttpResponse('Not found', { status: 404 })],
    ['an envelope', () => envelopeReply(null, { status: 404, msg: '视频不存在' })],
  ])('turns HTTP 404 with %s into notFound, with the network text', async (_case, reply) => {
    answerCategories(reply);
    const result = await getCategories();
    expect(result.error).toEqual({
      kind: 'notFound',
      message: '网络错误，请稍后重试',
      status: 404,
    });
  });

  describe('the share service, another origin', () => {
    function checkShare(shareApiCredentials: boolean | undefined) {
      const requests: Request[] = [];
      server.use(
        http.get(`${SHARE_API}/share/check`, ({ request }) => {
          requests.push(request);
          return envelopeReply({ ip_count: 3 });
        }),
      );
      const store = createTestStore({
        getConfig: () => testConfig({ authRequired: true, shareApiCredentials }),
        getToken: () => 'tok-1',
      });
      return {
        requests,
        done: store.dispatch(
          shareCheckApi.endpoints.getShareCount.initiate({ id: 1, uuid: 'abc123' }),
        ),
      };
    }

    it.each([
      ['does not say so', undefined],
      ['says no', false],
    ])('gets neither the token nor cookies when the config %s', async (_case, flag) => {
      const { requests, done } = checkShare(flag);
      expect((await done).data).toBe(3);
      expect(requests[0]?.headers.get('authorization')).toBeNull();
      expect(requests[0]?.credentials).toBe('omit');
    });

    it('gets the token and cookies when the config says it takes them', async () => {
      const { requests, done } = checkShare(true);
      await done;
      expect(requests[0]?.headers.get('authorization')).toBe('Bearer tok-1');
      expect(requests[0]?.credentials).toBe('include');
    });
  });

  describe(`a reply over ${MAX_REPLY_BYTES} bytes`, () => {
    const hugeEnvelope = () =>
      JSON.stringify({
        code: 200,
        msg: 'ok',
        rescont: Array.from({ length: 20_000 }, (_, id) => categoryJson({ id })),
      });

    it('is the network error, refused by its Content-Length', async () => {
      answerCategories(
        () =>
          new HttpResponse(hugeEnvelope(), {
            headers: {
              'Content-Type': 'application/json',
              'Content-Length': String(MAX_REPLY_BYTES + 1),
            },
          }),
      );
      const parse = vi.spyOn(JSON, 'parse');
      expect((await getCategories()).error).toEqual(NETWORK_ERROR);
      expect(parse).not.toHaveBeenCalled();
    });

    it('is the network error when it comes without a length, once that much has come', async () => {
      const chunk = new TextEncoder().encode(' '.repeat(64 * 1024));
      let pulled = 0;
      answerCategories(
        () =>
          new HttpResponse(
            new ReadableStream<Uint8Array>({
              pull(controller) {
                pulled += chunk.length;
                if (pulled > 8 * MAX_REPLY_BYTES) controller.close();
                else controller.enqueue(chunk);
              },
            }),
            { headers: { 'Content-Type': 'application/json' } },
          ),
      );
      expect((await getCategories()).error).toEqual(NETWORK_ERROR);
      expect(pulled).toBeLessThan(8 * MAX_REPLY_BYTES);
    });

    it('is read when it stays within the limit', async () => {
      answerCategories(() =>
        envelopeReply(Array.from({ length: 100 }, (_, index) => categoryJson({ id: index + 1 }))),
      );
      expect((await getCategories()).data).toHaveLength(100);
    });
  });

  it('turns a 2xx whose rescont breaks the schema into invalid, with the issues', async () => {
    answerCategories(() => envelopeReply({ not: 'a list' }));
    const result = await getCategories();
    expect(result.error).toEqual({
      kind: 'invalid',
      message: '网络错误，请稍后重试',
      issues: [expect.stringContaining('Array')],
      status: 200,
    });
  });

  it('gives up after 60 s with the network error', async () => {
    vi.useFakeTimers();
    const signals: AbortSignal[] = [];
    const hangingFetch = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          const signal = init?.signal as AbortSignal;
          signals.push(signal);
          signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = getCategories(createTestStore({ fetch: hangingFetch }));
    await vi.advanceTimersByTimeAsync(59_999);
    expect(signals[0]?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signals[0]?.aborted).toBe(true);
    expect((await pending).error).toEqual(NETWORK_ERROR);
  });

  it('aborts the fetch when RTK Query aborts the request', async () => {
    let signal: AbortSignal | undefined;
    const fetchSpy = vi.fn<typeof fetch>((_url, init) => {
      signal = init?.signal ?? undefined;
      return new Promise(() => undefined);
    });
    const pending = getCategories(createTestStore({ fetch: fetchSpy }));
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalled());
    pending.abort();
    expect(signal?.aborted).toBe(true);
  });

  it('reports a store configured without the extra argument', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = configureStore({
      reducer: { [ownApi.reducerPath]: ownApi.reducer },
      middleware: (getDefault) => getDefault().concat(ownApi.middleware),
    });
    const result = await store.dispatch(categoriesApi.endpoints.getCategories.initiate());
    expect(result.error).toMatchObject({ message: expect.stringContaining('extraArgument') });
  });
});
