import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** The port of the production preview the engines open (the demo API takes the next one). */
export const ENGINES_PORT = Number(process.env['ENGINES_PORT'] ?? 4350);
export const BASE_URL = `http://127.0.0.1:${ENGINES_PORT}`;
/**
 * The share host the unlock links are opened on: the same server under another name, so another
 * origin (another visitor's storage). Not `share.localhost`, which the demo also configures:
 * WebKitGTK asks the system resolver, and that knows no subdomain of localhost here.
 */
export const SHARE_URL = `http://localhost:${ENGINES_PORT}`;
/**
 * The origin of the flow that takes the network away (a proxy to the preview that the flow
 * starts and stops itself): the demo API names it in the links of its replies.
 */
export const OFFLINE_URL = `http://127.0.0.1:${ENGINES_PORT + 3}`;

/**
 * Vitest global setup: the built app's production preview with the demo API, as the Chromium
 * browser tests serve it, started once for every engine; stopped at the end.
 */
export default async function startServers(): Promise<() => void> {
  const preview = spawn('npx', ['tsx', 'tools/scripts/start.mts', 'preview', '--no-build'], {
    cwd: ROOT,
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(ENGINES_PORT),
      DEMO_API_PORT: String(ENGINES_PORT + 1),
      HOST: '127.0.0.1',
      SHARE_HOSTS: new URL(SHARE_URL).host,
      DEMO_PUBLIC_ORIGINS: OFFLINE_URL,
      // The flows set a reply of the API through the demo API's test hooks (/__test), as the
      // Chromium tests do: never on a server a network can reach.
      DEMO_TEST_HOOKS: '1',
    },
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    const up = await fetch(`${BASE_URL}/config.json`)
      .then((response) => response.ok)
      .catch(() => false);
    if (up) break;
    if (Date.now() > deadline) throw new Error(`the preview did not start at ${BASE_URL}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return () => {
    if (preview.pid !== undefined) process.kill(-preview.pid, 'SIGTERM');
  };
}
