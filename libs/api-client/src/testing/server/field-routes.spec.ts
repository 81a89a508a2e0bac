import type { EnvelopeJson } from '../wire-types';
import { percentile75 } from './field-store';
import { createReferenceApi, type ReferenceApi, type ReferenceApiOptions } from './reference-api';

const ORIGIN = 'http://localhost';
const BEACON = { 'Content-Type': 'text/plain;charset=UTF-8' };

function serverSeenFrom(address: string): ReferenceApi {
  return createReferenceApi({ clientAddress: () => address });
}

/** A server whose peer is named by each request's `x-peer` (loopback when it names none). */
function serverOfPeers(options: ReferenceApiOptions = {}): ReferenceApi {
  return createReferenceApi({
    clientAddress: (c) => c.req.header('x-peer') ?? '127.0.0.1',
    ...options,
  });
}

async function send(
  api: ReferenceApi,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<number> {
  const response = await api.fetch(
    new Request(`${ORIGIN}${path}`, {
      method: 'POST',
      headers: { ...BEACON, ...headers },
      body: JSON.stringify(body),
    }),
  );
  return response.status;
}

async function read<T>(
  api: ReferenceApi,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; rescont: T }> {
  const response = await api.fetch(new Request(`${ORIGIN}${path}`, { headers }));
  const body = (await response.json()) as EnvelopeJson<T>;
  return { status: response.status, rescont: body.rescont };
}

const vitals = (route: string, lcp: number, inp: number) => ({
  site: 'demo',
  release: 'r-1',
  route,
  metrics: [
    { name: 'LCP', value: lcp, rating: 'good', target: 'img.cover' },
    { name: 'INP', value: inp, rating: 'good', target: 'button.tab' },
  ],
  ts: 1,
});

const failure = (status: number) => ({
  site: 'demo',
  release: 'r-1',
  route: '/home',
  kind: 'api',
  name: 'getHomeBlocks',
  status,
  message: '网络错误，请稍后重试',
  ts: 1,
});

describe('the field reports', () => {
  it('keeps vitals beacons and answers each metric’s p75 per route', async () => {
    const api = serverSeenFrom('127.0.0.1');
    for (const [lcp, inp] of [
      [1_000, 40],
      [1_200, 80],
      [1_400, 120],
      [3_000, 600],
    ])
      expect(await send(api, '/stats/vitals', vitals('/home', lcp as number, inp as number))).toBe(
        200,
      );
    expect(await send(api, '/stats/vitals', vitals('/mine', 900, 50))).toBe(200);
    const { rescont } = await read<unknown[]>(api, '/stats/vitals/summary');
    expect(rescont).toEqual([
      {
        site: 'demo',
        release: 'r-1',
        route: '/home',
        name: 'LCP',
        count: 4,
        p75: 1_400,
        rating: 'good',
        target: 'img.cover',
      },
      {
        site: 'demo',
        release: 'r-1',
        route: '/home',
        name: 'INP',
        count: 4,
        p75: 120,
        rating: 'good',
        target: 'button.tab',
      },
      {
        site: 'demo',
        release: 'r-1',
        route: '/mine',
        name: 'LCP',
        count: 1,
        p75: 900,
        rating: 'good',
        target: 'img.cover',
      },
      {
        site: 'demo',
        release: 'r-1',
        route: '/mine',
        name: 'INP',
        count: 1,
        p75: 50,
        rating: 'good',
        target: 'button.tab',
      },
    ]);
  });

  it('counts reports of the same failure and lists the most reported first', async () => {
    const api = serverSeenFrom('::1');
    await send(api, '/stats/errors', failure(500));
    await send(api, '/stats/errors', failure(502));
    await send(api, '/stats/errors', failure(502));
    const { rescont } = await read<{ status: number; count: number }[]>(
      api,
      '/stats/errors/summary',
    );
    expect(rescont.map(({ status, count }) => [status, count])).toEqual([
      [502, 2],
      [500, 1],
    ]);
  });

  it.each([
    ['a route with a query', { ...failure(500), route: '/list?typeId=1' }],
    ['a full URL as route', { ...failure(500), route: 'https://evil.example/' }],
    ['an unknown kind', { ...failure(500), kind: 'nonsense' }],
    ['a long message', { ...failure(500), message: 'x'.repeat(601) }],
    ['no site', { ...failure(500), site: '' }],
  ])('refuses an error report with %s', async (_case, body) => {
    expect(await send(serverSeenFrom('127.0.0.1'), '/stats/errors', body)).toBe(400);
  });

  it.each([
    [
      'an unknown metric',
      { ...vitals('/home', 1, 1), metrics: [{ name: 'FID', value: 1, rating: 'good' }] },
    ],
    ['no metrics', { ...vitals('/home', 1, 1), metrics: [] }],
    ['a negative value', { ...vitals('/home', -1, 1) }],
  ])('refuses vitals with %s', async (_case, body) => {
    expect(await send(serverSeenFrom('127.0.0.1'), '/stats/vitals', body)).toBe(400);
  });

  it('answers the summaries only to the server’s own machine', async () => {
    const api = serverSeenFrom('192.168.1.20');
    expect(await send(api, '/stats/errors', failure(500))).toBe(200);
    expect((await read(api, '/stats/errors/summary')).status).toBe(403);
    expect((await read(api, '/stats/vitals/summary')).status).toBe(403);
  });

  it('keeps a bounded number of distinct failures, the oldest dropped', async () => {
    const api = serverOfPeers({ limits: { errorGroups: 12, errorGroupsPerClient: 4 } });
    for (let client = 1; client <= 4; client++)
      for (let status = 1; status <= 4; status++)
        await send(api, '/stats/errors', failure(client * 100 + status), {
          'x-peer': `10.0.0.${client}`,
        });
    const { rescont } = await read<{ status: number }[]>(api, '/stats/errors/summary');
    expect(rescont).toHaveLength(12);
    expect(rescont.some(({ status }) => status === 101)).toBe(false);
  });

  it('keeps another client’s failures when one client floods the reports', async () => {
    const api = serverOfPeers({ limits: { errorGroups: 20, errorGroupsPerClient: 5 } });
    await send(api, '/stats/errors', failure(404), { 'x-peer': '10.0.0.1' });
    for (let status = 1; status <= 60; status++)
      await send(api, '/stats/errors', failure(1_000 + status), { 'x-peer': '10.0.0.66' });
    const { rescont } = await read<{ status: number }[]>(api, '/stats/errors/summary');
    expect(rescont.map(({ status }) => status)).toContain(404);
    // The flooding client keeps its own newest only.
    expect(rescont.filter(({ status }) => status > 1_000)).toHaveLength(5);
    expect(rescont.map(({ status }) => status)).toContain(1_060);
  });

  it('keeps another client’s vitals when one client floods them', async () => {
    const api = serverOfPeers({ limits: { vitalSamples: 40, vitalSamplesPerClient: 10 } });
    await send(api, '/stats/vitals', vitals('/home', 1_000, 40), { 'x-peer': '10.0.0.1' });
    for (let n = 0; n < 100; n++)
      await send(api, '/stats/vitals', vitals('/home', 9_000, 900), { 'x-peer': '10.0.0.66' });
    const { rescont } = await read<{ name: string; count: number; p75: number }[]>(
      api,
      '/stats/vitals/summary',
    );
    // Two LCP samples of the real visitor and the flood's ten newest: 1 + 5 per metric.
    expect(rescont.find(({ name }) => name === 'LCP')?.count).toBe(6);
  });

  it('summarises the vitals per site and release, so that one build’s samples stay apart', async () => {
    const api = serverOfPeers({ sites: ['demo', 'other'] });
    await send(api, '/stats/vitals', vitals('/home', 1_000, 40));
    await send(api, '/stats/vitals', { ...vitals('/home', 5_000, 40), release: 'r-2' });
    await send(api, '/stats/vitals', { ...vitals('/home', 7_000, 40), site: 'other' });
    const { rescont } = await read<{ site: string; release: string; name: string; p75: number }[]>(
      api,
      '/stats/vitals/summary',
    );
    expect(
      rescont
        .filter(({ name }) => name === 'LCP')
        .map(({ site, release, p75 }) => [site, release, p75]),
    ).toEqual([
      ['demo', 'r-1', 1_000],
      ['demo', 'r-2', 5_000],
      ['other', 'r-1', 7_000],
    ]);
  });

  it.each([
    ['/stats/errors', { ...failure(500), site: 'elsewhere' }],
    ['/stats/vitals', { ...vitals('/home', 1, 1), site: 'elsewhere' }],
  ])('refuses a report to %s for a site the server does not serve', async (path, body) => {
    expect(await send(serverSeenFrom('127.0.0.1'), path, body)).toBe(400);
  });

  it.each([
    ['an escape sequence in the message', { ...failure(500), message: 'ok\u001b[2J\u001b[1A' }],
    ['a terminal title in the name', { ...failure(500), name: '\u001b]0;pwned\u0007' }],
    [
      'a clipboard write in the release',
      { ...failure(500), release: '\u001b]52;c;ZXZpbA==\u0007' },
    ],
    ['a C1 control in the message', { ...failure(500), message: 'a\u009bb' }],
    ['a right-to-left override in the message', { ...failure(500), message: 'abc\u202efed' }],
    ['a zero-width space in the name', { ...failure(500), name: 'getVideo\u200b' }],
    ['a carriage return in the message', { ...failure(500), message: 'row\r3  api  forged' }],
    ['a line break in the name', { ...failure(500), name: 'getVideo\nforged' }],
  ])('refuses an error report with %s', async (_case, body) => {
    expect(await send(serverSeenFrom('127.0.0.1'), '/stats/errors', body)).toBe(400);
  });

  it('takes a stack and a message over several lines', async () => {
    const body = { ...failure(500), message: 'one\ntwo', stack: 'Error: x\n    at a (b.js:1:2)' };
    expect(await send(serverSeenFrom('127.0.0.1'), '/stats/errors', body)).toBe(200);
  });

  it('refuses vitals whose element holds a control character', async () => {
    const body = vitals('/home', 1, 1);
    body.metrics[0] = { ...body.metrics[0], target: 'img\u001b]52;c;eA==\u0007' } as never;
    expect(await send(serverSeenFrom('127.0.0.1'), '/stats/vitals', body)).toBe(400);
  });
});

describe('the summaries, for this machine only', () => {
  it('refuses a request a proxy it does not trust relayed, whatever address it names', async () => {
    // The deploy's nginx on this machine, not named in `trustedProxies`.
    const api = serverSeenFrom('127.0.0.1');
    for (const forwarded of ['203.0.113.9', '127.0.0.1'])
      expect(
        (await read(api, '/stats/errors/summary', { 'x-forwarded-for': forwarded })).status,
      ).toBe(403);
  });

  it('answers this machine through a trusted proxy, and no visitor it forwards', async () => {
    const api = createReferenceApi({
      clientAddress: () => '127.0.0.1',
      trustedProxies: ['127.0.0.1'],
    });
    const through = (address: string) =>
      read(api, '/stats/vitals/summary', { 'x-forwarded-for': address });
    expect((await through('203.0.113.9')).status).toBe(403);
    expect((await through('127.0.0.1')).status).toBe(200);
  });
});

describe('percentile75', () => {
  it.each([
    [[5], 5],
    [[1, 2, 3, 4], 3],
    [[4, 3, 2, 1, 100], 4],
    [[10, 20, 30, 40, 50, 60, 70, 80], 60],
  ])('of %j is %d (nearest rank)', (values, expected) => {
    expect(percentile75(values)).toBe(expected);
  });
});
