import type { EnvelopeJson } from '../wire-types';
import { percentile75 } from './field-store';
import { createReferenceApi, type ReferenceApi } from './reference-api';

const ORIGIN = 'http://localhost';
const BEACON = { 'Content-Type': 'text/plain;charset=UTF-8' };

function serverSeenFrom(address: string): ReferenceApi {
  return createReferenceApi({ clientAddress: () => address });
}

async function send(api: ReferenceApi, path: string, body: unknown): Promise<number> {
  const response = await api.fetch(
    new Request(`${ORIGIN}${path}`, {
      method: 'POST',
      headers: BEACON,
      body: JSON.stringify(body),
    }),
  );
  return response.status;
}

async function read<T>(api: ReferenceApi, path: string): Promise<{ status: number; rescont: T }> {
  const response = await api.fetch(new Request(`${ORIGIN}${path}`));
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
      { route: '/home', name: 'LCP', count: 4, p75: 1_400, rating: 'good', target: 'img.cover' },
      { route: '/home', name: 'INP', count: 4, p75: 120, rating: 'good', target: 'button.tab' },
      { route: '/mine', name: 'LCP', count: 1, p75: 900, rating: 'good', target: 'img.cover' },
      { route: '/mine', name: 'INP', count: 1, p75: 50, rating: 'good', target: 'button.tab' },
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
    const api = serverSeenFrom('127.0.0.1');
    for (let status = 1; status <= 510; status++) await send(api, '/stats/errors', failure(status));
    const { rescont } = await read<{ status: number }[]>(api, '/stats/errors/summary');
    expect(rescont).toHaveLength(500);
    expect(rescont.some(({ status }) => status === 1)).toBe(false);
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
