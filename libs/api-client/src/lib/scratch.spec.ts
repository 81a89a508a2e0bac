import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
const server = setupServer(http.get('http://localhost/x', async () => { await delay(200); return HttpResponse.json({ a: 1 }); }));
beforeAll(() => server.listen());
afterAll(() => server.close());
it('abort works', async () => {
  console.log(typeof AbortSignal.any, location.href, typeof Worker, typeof URL.createObjectURL, typeof Blob, typeof navigator.sendBeacon);
  const c = new AbortController();
  const p = fetch('http://localhost/x', { signal: c.signal });
  setTimeout(() => c.abort(), 10);
  await expect(p).rejects.toThrow();
  const r = await fetch('http://localhost/x', { signal: new AbortController().signal, credentials: 'include' });
  expect(await r.json()).toEqual({ a: 1 });
  const b = new Blob([new Uint8Array([1,2])], { type: 'image/png' });
  console.log(b.size, typeof b.arrayBuffer, new Response(new Uint8Array([1])).constructor.name);
});
