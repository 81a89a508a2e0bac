import { join } from 'node:path';
import { type DemoApi, startDemoApi } from '@video/demo-api';
import { runCli } from './run-cli';

const ORIGIN = 'http://app.example';
const CONFIG = join(import.meta.dirname, '../../../apps/web/public/config.json');

/** The command's exit status and what it printed. */
async function run(args: readonly string[]) {
  let out = '';
  let err = '';
  const status = await runCli([...args, '--config', CONFIG], {
    out: (text) => (out += text),
    err: (text) => (err += text),
  });
  return { status, out, err };
}

describe.each([
  ['default', false],
  ['variants', true],
])('against the demo API (%s)', (_mode, variants) => {
  let demo: DemoApi;
  beforeAll(async () => {
    demo = await startDemoApi({ port: 0, variants, webOrigins: [ORIGIN] });
  });
  afterAll(() => demo.close());

  it('reads every answer, covers and playlists, with the CORS headers the app needs', async () => {
    const { status, out, err } = await run([demo.url, '--origin', ORIGIN]);
    expect(err).toBe('');
    expect(status).toBe(0);
    expect(out).not.toMatch(/^ {2}unreadable/m);
    expect(out).toMatch(/^ {2}(fine|read leniently) +GET \/api\/videoplay\/\d+\?uuid=1 /m);
    expect(out).toMatch(
      /covers: 6 of 6 readable and decrypted; playlists: 3 of 3 resolve to a segment/,
    );
    expect(out).toMatch(
      /own API: needs Access-Control-Allow-Origin: http:\/\/app\.example and Access-Control-Allow-Credentials: true/,
    );
    expect(out).toMatch(/share\/check ip_count \d+, \d+ after the visit; favorites\/total 1/);
    expect(out).toContain('The app can read this backend.');
    if (variants) {
      expect(out).not.toMatch(/^ {2}fine +(GET|POST|DELETE) /m);
      for (const rule of [
        'envelope code sent as text',
        'numbers sent as text',
        'dates sent as Unix time',
        'ad flag is_ad sent as text or true',
        'favourite users sent as one plain list (cut into pages of 5)',
      ]) {
        expect(out).toContain(`Lenient rules applied: `);
        expect(out).toContain(rule);
      }
      expect(out).toContain('Body codes seen: "200" ×');
    } else {
      expect(out).not.toMatch(/^ {2}read leniently/m);
      expect(out).toContain('Lenient rules applied: none');
      expect(out).toContain('Body codes seen: 200 ×');
    }
  });

  it('leaves out the calls that write with --read-only', async () => {
    const { status, out } = await run([demo.url, '--read-only']);
    expect(status).toBe(0);
    expect(out).toMatch(
      /^ {2}skipped +POST \/api\/syssuggest\n {19}a write, left out by --read-only/m,
    );
    expect(out).not.toContain('CORS for');
  });
});

describe('the command line', () => {
  it('says how to use it', async () => {
    expect(await run([])).toMatchObject({ status: 2, err: expect.stringContaining('Usage:') });
    expect(await run(['ftp://x'])).toMatchObject({
      status: 2,
      err: expect.stringContaining('Not an http(s) URL'),
    });
  });
});
