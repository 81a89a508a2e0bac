import {
  fieldResource,
  logRecord,
  logsRequest,
  type OtlpLogRecord,
  WEB_VITAL_EVENT,
} from '../../lib/stats/otlp-logs';
import type { EnvelopeJson } from '../wire-types';
import { percentile75 } from './field-store';
import { createReferenceApi, type ReferenceApi, type ReferenceApiOptions } from './reference-api';

const ORIGIN = 'http://localhost';
const LOGS = '/stats/otlp/v1/logs';
const JSON_TYPE = { 'Content-Type': 'application/json' };

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

async function post(
  api: ReferenceApi,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return api.fetch(
    new Request(`${ORIGIN}${LOGS}`, {
      method: 'POST',
      headers: { ...JSON_TYPE, ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

async function send(
  api: ReferenceApi,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<number> {
  return (await post(api, body, headers)).status;
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

interface Page {
  readonly site?: string;
  readonly release?: string;
}

const vitalRecord = (attributes: Record<string, string | number | undefined>): OtlpLogRecord =>
  logRecord({ ms: 1, severity: 'INFO', eventName: WEB_VITAL_EVENT, attributes });

/** A page load's LCP and INP, as the app's vitals reporter sends them. */
const vitals = (
  route: string,
  lcp: number,
  inp: number,
  { site = 'demo', release = 'r-1' }: Page = {},
) =>
  logsRequest(fieldResource(site, release), [
    vitalRecord({
      'url.path': route,
      'web_vital.name': 'LCP',
      'web_vital.value': lcp,
      'web_vital.rating': 'good',
      'web_vital.target': 'img.cover',
    }),
    vitalRecord({
      'url.path': route,
      'web_vital.name': 'INP',
      'web_vital.value': inp,
      'web_vital.rating': 'good',
      'web_vital.target': 'button.tab',
    }),
  ]);

interface Failure extends Page {
  readonly route?: string;
  readonly kind?: string;
  readonly name?: string;
  readonly status?: number;
  readonly message?: string;
  readonly stack?: string;
}

/** A failed call as the app's error reporter sends it, with `changes` made. */
const failure = (status: number, changes: Failure = {}) => {
  const {
    site = 'demo',
    release = 'r-1',
    route = '/home',
    kind = 'api',
    name = 'getHomeBlocks',
    message = '网络错误，请稍后重试',
    stack,
  } = changes;
  return logsRequest(fieldResource(site, release), [
    logRecord({
      ms: 1,
      severity: 'ERROR',
      body: message,
      attributes: {
        'url.path': route,
        'exception.type': name,
        'exception.message': message,
        'exception.stacktrace': stack,
        'video.error.kind': kind,
        'video.error.status': changes.status ?? status,
      },
    }),
  ]);
};

describe('the field reports', () => {
  it('keeps vitals beacons and answers each metric’s p75 per route', async () => {
    const api = serverSeenFrom('127.0.0.1');
    for (const [lcp, inp] of [
      [1_000, 40],
      [1_200, 80],
      [1_400, 120],
      [3_000, 600],
    ])
      expect(await send(api, vitals('/home', lcp as number, inp as number))).toBe(200);
    expect(await send(api, vitals('/mine', 900, 50))).toBe(200);
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
    await send(api, failure(500));
    await send(api, failure(502));
    await send(api, failure(502));
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
    ['a route with a query', failure(500, { route: '/list?typeId=1' })],
    ['a full URL as route', failure(500, { route: 'https://evil.example/' })],
    ['an unknown kind', failure(500, { kind: 'nonsense' })],
    ['a long message', failure(500, { message: 'x'.repeat(601) })],
    ['no site', failure(500, { site: '' })],
  ])('refuses an error report with %s', async (_case, body) => {
    expect(await send(serverSeenFrom('127.0.0.1'), body)).toBe(400);
  });

  it.each([
    [
      'an unknown metric',
      logsRequest(fieldResource('demo', 'r-1'), [
        vitalRecord({
          'url.path': '/home',
          'web_vital.name': 'FID',
          'web_vital.value': 1,
          'web_vital.rating': 'good',
        }),
      ]),
    ],
    [
      'no rating',
      logsRequest(fieldResource('demo', 'r-1'), [
        vitalRecord({ 'url.path': '/home', 'web_vital.name': 'LCP', 'web_vital.value': 1 }),
      ]),
    ],
    ['a negative value', vitals('/home', -1, -1)],
    ['no release', vitals('/home', 1, 1, { release: '' })],
  ])('refuses vitals with %s', async (_case, body) => {
    expect(await send(serverSeenFrom('127.0.0.1'), body)).toBe(400);
  });

  it('answers the summaries only to the server’s own machine', async () => {
    const api = serverSeenFrom('192.168.1.20');
    expect(await send(api, failure(500))).toBe(200);
    expect((await read(api, '/stats/errors/summary')).status).toBe(403);
    expect((await read(api, '/stats/vitals/summary')).status).toBe(403);
  });

  it('keeps a bounded number of distinct failures, the oldest dropped', async () => {
    const api = serverOfPeers({ limits: { errorGroups: 12, errorGroupsPerClient: 4 } });
    for (let client = 1; client <= 4; client++)
      for (let status = 1; status <= 4; status++)
        await send(api, failure(client * 100 + status), {
          'x-peer': `10.0.0.${client}`,
        });
    const { rescont } = await read<{ status: number }[]>(api, '/stats/errors/summary');
    expect(rescont).toHaveLength(12);
    expect(rescont.some(({ status }) => status === 101)).toBe(false);
  });

  it('keeps another client’s failures when one client floods the reports', async () => {
    const api = serverOfPeers({ limits: { errorGroups: 20, errorGroupsPerClient: 5 } });
    await send(api, failure(404), { 'x-peer': '10.0.0.1' });
    for (let status = 1; status <= 60; status++)
      await send(api, failure(1_000 + status), { 'x-peer': '10.0.0.66' });
    const { rescont } = await read<{ status: number }[]>(api, '/stats/errors/summary');
    expect(rescont.map(({ status }) => status)).toContain(404);
    // The flooding client keeps its own newest only.
    expect(rescont.filter(({ status }) => status > 1_000)).toHaveLength(5);
    expect(rescont.map(({ status }) => status)).toContain(1_060);
  });

  it('keeps another client’s vitals when one client floods them', async () => {
    const api = serverOfPeers({ limits: { vitalSamples: 40, vitalSamplesPerClient: 10 } });
    await send(api, vitals('/home', 1_000, 40), { 'x-peer': '10.0.0.1' });
    for (let n = 0; n < 100; n++)
      await send(api, vitals('/home', 9_000, 900), { 'x-peer': '10.0.0.66' });
    const { rescont } = await read<{ name: string; count: number; p75: number }[]>(
      api,
      '/stats/vitals/summary',
    );
    // Two LCP samples of the real visitor and the flood's ten newest: 1 + 5 per metric.
    expect(rescont.find(({ name }) => name === 'LCP')?.count).toBe(6);
  });

  it('summarises the vitals per site and release, so that one build’s samples stay apart', async () => {
    const api = serverOfPeers({ sites: ['demo', 'other'] });
    await send(api, vitals('/home', 1_000, 40));
    await send(api, vitals('/home', 5_000, 40, { release: 'r-2' }));
    await send(api, vitals('/home', 7_000, 40, { site: 'other' }));
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
    ['an error report', failure(500, { site: 'elsewhere' })],
    ['vitals', vitals('/home', 1, 1, { site: 'elsewhere' })],
  ])('refuses %s for a site the server does not serve', async (_case, body) => {
    expect(await send(serverSeenFrom('127.0.0.1'), body)).toBe(400);
  });

  it.each([
    ['an escape sequence in the message', failure(500, { message: 'ok\u001b[2J\u001b[1A' })],
    ['a terminal title in the name', failure(500, { name: '\u001b]0;pwned\u0007' })],
    ['a clipboard write in the release', failure(500, { release: '\u001b]52;c;ZXZpbA==\u0007' })],
    ['a C1 control in the message', failure(500, { message: 'a\u009bb' })],
    ['a right-to-left override in the message', failure(500, { message: 'abc\u202efed' })],
    ['a zero-width space in the name', failure(500, { name: 'getVideo\u200b' })],
    ['a carriage return in the message', failure(500, { message: 'row\r3  api  forged' })],
    ['a line break in the name', failure(500, { name: 'getVideo\nforged' })],
  ])('refuses an error report with %s', async (_case, body) => {
    expect(await send(serverSeenFrom('127.0.0.1'), body)).toBe(400);
  });

  it('takes a stack and a message over several lines', async () => {
    const body = failure(500, { message: 'one\ntwo', stack: 'Error: x\n    at a (b.js:1:2)' });
    expect(await send(serverSeenFrom('127.0.0.1'), body)).toBe(200);
  });

  it('refuses vitals whose element holds a control character', async () => {
    const body = logsRequest(fieldResource('demo', 'r-1'), [
      vitalRecord({
        'url.path': '/home',
        'web_vital.name': 'LCP',
        'web_vital.value': 1,
        'web_vital.rating': 'good',
        'web_vital.target': 'img\u001b]52;c;eA==\u0007',
      }),
    ]);
    expect(await send(serverSeenFrom('127.0.0.1'), body)).toBe(400);
  });
});

describe('the OTLP/HTTP logs receiver', () => {
  it('answers a request it keeps whole with 200 and {}, as a collector does', async () => {
    const response = await post(serverSeenFrom('127.0.0.1'), failure(500));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
  });

  it('takes an empty request', async () => {
    expect(await send(serverSeenFrom('127.0.0.1'), { resourceLogs: [] })).toBe(200);
  });

  it('keeps the records it can and names how many it refused (partial success)', async () => {
    const api = serverSeenFrom('127.0.0.1');
    const good = failure(500).resourceLogs[0];
    const bad = failure(502, { route: '/list?typeId=1' }).resourceLogs[0];
    const response = await post(api, { resourceLogs: [good, bad] });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      partialSuccess: {
        rejectedLogRecords: '1',
        errorMessage: expect.stringContaining('url.path'),
      },
    });
    const { rescont } = await read<{ status: number }[]>(api, '/stats/errors/summary');
    expect(rescont.map(({ status }) => status)).toEqual([500]);
  });

  it('reads a 64-bit integer written as a JSON number as well as a string', async () => {
    const api = serverSeenFrom('127.0.0.1');
    const body = JSON.parse(
      JSON.stringify(failure(500)).replace('{"intValue":"500"}', '{"intValue":500}'),
    ) as unknown;
    expect(await send(api, body)).toBe(200);
    const { rescont } = await read<{ status: number }[]>(api, '/stats/errors/summary');
    expect(rescont.map(({ status }) => status)).toEqual([500]);
  });

  it.each([
    ['text/plain;charset=UTF-8'],
    ['application/x-protobuf'],
    ['application/x-www-form-urlencoded'],
  ])('refuses %s with 415 and a Status', async (type) => {
    const response = await post(serverSeenFrom('127.0.0.1'), failure(500), {
      'Content-Type': type,
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ code: 3, message: expect.any(String) });
  });

  it.each([
    ['a body that is no JSON', '{"resourceLogs": ['],
    ['no resourceLogs', { logs: [] }],
    ['a time that is no integer', JSON.stringify(failure(500)).replace('"1000000"', '"1.5"')],
    [
      'an attribute value in no AnyValue wrapper',
      JSON.stringify(failure(500)).replace('{"stringValue":"getHomeBlocks"}', '"getHomeBlocks"'),
    ],
    [
      'a record of neither kind',
      logsRequest(fieldResource('demo', 'r-1'), [
        logRecord({ ms: 1, severity: 'INFO', attributes: { 'url.path': '/home' } }),
      ]),
    ],
  ])('refuses %s with 400 and a Status', async (_case, body) => {
    const response = await post(serverSeenFrom('127.0.0.1'), body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 3, message: expect.any(String) });
  });

  it('takes no own-format report at the old addresses', async () => {
    const api = serverSeenFrom('127.0.0.1');
    for (const path of ['/stats/vitals', '/stats/errors']) {
      const response = await api.fetch(
        new Request(`${ORIGIN}${path}`, { method: 'POST', headers: JSON_TYPE, body: '{}' }),
      );
      expect(response.status).toBe(404);
    }
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
