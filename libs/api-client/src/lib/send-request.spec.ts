import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { firstCallRequests } from './requests';
import { sendRequest } from './send-request';
import { OWN_API, envelopeReply, testConfig, videoJson } from './test-support';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const config = testConfig();
const options = { config, baseUrl: config.apiBaseUrl };

describe('sendRequest', () => {
  it('sends the call an endpoint sends and resolves to its decoded reply, without a store', async () => {
    const urls: string[] = [];
    server.use(
      http.get(`${OWN_API}/api/videoplay/7`, ({ request }) => {
        urls.push(request.url);
        return envelopeReply(videoJson({ id: 7, title: '第七部' }));
      }),
    );
    const result = await sendRequest(firstCallRequests.getVideo(7), options);
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
        const result = await sendRequest(firstCallRequests.getVideo(id), options);
        return 'error' in result ? result.error.kind : 'data';
      }),
    );
    expect(kinds).toEqual(['network', 'network', 'invalid', 'notFound']);
  });
});
