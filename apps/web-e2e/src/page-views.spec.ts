import { expect, test } from '@playwright/test';

test('a page-view beacon carries no cookie and no address with the search words', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'session', value: 'visitor-secret', url: baseURL ?? '' }]);
  const beacon = page.waitForRequest(
    (request) =>
      request.url().endsWith('/stats/pageview') &&
      (request.postData() ?? '').includes('/searchList'),
  );
  await page.goto(`/searchList?keyword=${encodeURIComponent('私密搜索')}`);

  const headers = await (await beacon).allHeaders();
  expect(headers['cookie']).toBeUndefined();
  expect(headers['referer']).toBeUndefined();
});
