import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { arrivalRequests } from './requests/arrival-requests';
import { shareCountRequest } from './requests/share';
import { sendRequest } from './send-request';
import { OWN_API, SHARE_API, envelopeReply, testConfig, videoJson } from './test-support';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const config = testConfig();
const options = { config };

describe('sendRequest', () => {
  it('sends the call an endpoint sends and resolves to its decoded reply, without a store', async () => {
    const urls: string[] = [];
    server.use(
      http.get(`${OWN_API}/api/videoplay/7`, ({ request }) => {
        urls.push(request.url);
        return envelopeReply(videoJson({ id: 7, title: '第七部' }));
      }),
    );
    const result = await sendRequest(arrivalRequests.getVideo(7), options);
    expect(result).toEqual({
      data: expect.objectContaining({ id: 7, title: '第七部' }),
      meta: { message: expect.any(String) },
    });
    expect(urls).toEqual([`${OWN_API}/api/videoplay/7?uuid=1`]);
  });

  it('turns a failed network, a failed status and a reply of the wrong shape into errors', async () => {
    server.use(
      http.get(`${OWN_API}/api/videoplay/1`, () => HttpResponse.error()),
      http.get(`${OWN_API}/api/videoplay/2`, () => new HttpResponse('oops', { status: 503 })),
      http.get(`${OWN_API}/api/videoplay/3`, () => envelopeReply({ id: 'three' })),
      http.get(`${OWN_API}/api/videoplay/4`, () => envelopeReply(null, { status: 404 })),
    );
    const kinds = await Promise.all(
      [1, 2, 3, 4].map(async (id) => {
        const result = await sendRequest(arrivalRequests.getVideo(id), options);
        return 'error' in result ? result.error.kind : 'data';
      }),
    );
    expect(kinds).toEqual(['network', 'network', 'invalid', 'notFound']);
  });

  it('sends a share-service request there, with the site and the visitor, as the store does', async () => {
    const seen: Request[] = [];
    server.use(
      http.get(`${SHARE_API}/share/check`, ({ request }) => {
        seen.push(request);
        return envelopeReply({ ip_count: 4 });
      }),
    );
    const result = await sendRequest(shareCountRequest({ id: 8, uuid: 'abc123' }), {
      config: testConfig({ authRequired: true }),
      token: 'tok-1',
      visitorCode: 'abc123',
    });
    expect(result).toEqual({ data: 4, meta: { message: expect.any(String) } });
    const url = new URL(seen[0]?.url ?? '');
    expect(Object.fromEntries(url.searchParams)).toEqual({ id: '8', uuid: 'abc123', site: 'demo' });
    // Another service: neither cookies nor the token unless the config says so.
    expect(seen[0]?.credentials).toBe('omit');
    expect(seen[0]?.headers.get('authorization')).toBeNull();
  });

  it('sends the own API the token when authRequired, and gives up after the timeout', async () => {
    const seen: Request[] = [];
    server.use(
      http.get(`${OWN_API}/api/videoplay/5`, ({ request }) => {
        seen.push(request);
        return envelopeReply(videoJson({ id: 5 }));
      }),
      http.get(`${OWN_API}/api/videoplay/6`, () => new Promise<never>(() => undefined)),
    );
    const authed = { config: testConfig({ authRequired: true }), token: 'tok-1' };
    await sendRequest(arrivalRequests.getVideo(5), authed);
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer tok-1');
    expect(seen[0]?.credentials).toBe('include');
    const slow = await sendRequest(arrivalRequests.getVideo(6), { ...authed, timeoutMs: 20 });
    expect(slow).toEqual({ error: expect.objectContaining({ kind: 'network' }) });
  });
});
