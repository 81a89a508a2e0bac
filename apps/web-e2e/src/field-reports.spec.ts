import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { flatLogRecords } from '@video/api-client/testing';

/**
 * What real visits tell the operator: failures and Core Web Vitals reach the demo's stats service
 * as OpenTelemetry logs (OTLP/HTTP JSON to `/stats/otlp/v1/logs`), and `npm run errors` /
 * `npm run vitals` print them.
 */

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

interface ErrorRow {
  readonly kind: string;
  readonly name: string;
  readonly status?: number;
  readonly route: string;
  readonly message: string;
  readonly count: number;
}

interface VitalRow {
  readonly route: string;
  readonly name: string;
  readonly count: number;
  readonly target?: string;
}

async function summary<T>(request: APIRequestContext, what: 'errors' | 'vitals'): Promise<T[]> {
  const reply = await request.get(`/stats/${what}/summary`);
  expect(reply.ok()).toBe(true);
  return ((await reply.json()) as { rescont: T[] }).rescont;
}

/** The field report command as an operator runs it, against this test's app. */
async function printed(what: 'errors' | 'vitals', baseURL: string): Promise<string> {
  const { stdout } = await promisify(execFile)(
    'npx',
    ['tsx', 'tools/scripts/field-report.mts', what, baseURL],
    { cwd: ROOT },
  );
  return stdout;
}

test('a call answered with a failing body code shows the retry and is reported once, without the visitor’s code', async ({
  page,
  request,
  baseURL,
}) => {
  let failures = 0;
  await page.route('**/api/rank?**', async (route) => {
    failures += 1;
    // A backend that answers every call with HTTP 200, the outcome in the body.
    await route.fulfill({ status: 200, json: { code: 503, msg: '服务繁忙', rescont: [] } });
  });
  const reported = page.waitForRequest((beacon) => beacon.url().endsWith('/stats/otlp/v1/logs'));
  await page.goto('/rank');

  await expect(page.getByText('网络错误，请稍后重试')).toBeVisible();
  const beacon = await reported;
  const headers = await beacon.allHeaders();
  expect(headers['cookie']).toBeUndefined();
  expect(headers['referer']).toBeUndefined();
  expect(headers['content-type']).toBe('application/json');
  const [record, ...others] = flatLogRecords(beacon.postDataJSON()) ?? [];
  expect(others).toEqual([]);
  expect(record).toMatchObject({
    severityNumber: 17,
    resource: { 'service.name': 'demo' },
    attributes: {
      'video.error.kind': 'api',
      'exception.type': 'getRanking',
      'video.error.status': 503,
      'url.path': '/rank',
    },
  });
  const code = await page.evaluate(() => localStorage.getItem('uuid'));
  expect(code).toBeTruthy();
  expect(beacon.postData()).not.toContain(code);

  await expect
    .poll(async () =>
      (await summary<ErrorRow>(request, 'errors')).some(
        (row) => row.name === 'getRanking' && row.status === 503 && row.route === '/rank',
      ),
    )
    .toBe(true);
  expect(failures).toBeGreaterThan(0);
  expect(await printed('errors', baseURL ?? '')).toMatch(/api\s+getRanking\s+503\s+\/rank/);
});

test('a visit’s Core Web Vitals arrive when the page is left, and print as p75 per route', async ({
  page,
  request,
  baseURL,
}) => {
  // web-vitals loads once the page is idle, for a page load in the sample (all, in the demo).
  const measuring = page.waitForResponse((response) =>
    /\/web-vitals[^/]*\.js$/.test(response.url()),
  );
  await page.goto('/mine');
  const code = page.getByRole('textbox', { name: '数据识别码' });
  await expect(code).toBeVisible();
  await measuring;
  // A tap: INP has an interaction to measure, and names its element.
  await code.click();
  // Leaving the page hides it: web-vitals gives its final values, and the beacon goes (a
  // keepalive fetch of a page being unloaded, which the test's request events do not show).
  await page.goto('about:blank');

  await expect
    .poll(async () =>
      (await summary<VitalRow>(request, 'vitals'))
        .filter((row) => row.route === '/mine')
        .map((row) => row.name),
    )
    .toEqual(expect.arrayContaining(['LCP', 'INP', 'CLS', 'FCP', 'TTFB']));
  const inp = (await summary<VitalRow>(request, 'vitals')).find(
    (row) => row.route === '/mine' && row.name === 'INP',
  );
  // The element most named by the route's INP samples (other visits' taps count too).
  expect(inp?.target).toMatch(/^[\w.-]+(>[\w.-]+)*/);
  expect(await printed('vitals', baseURL ?? '')).toMatch(/\/mine\s+LCP\s+\d+ ms/);
});
