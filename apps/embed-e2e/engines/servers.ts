import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startHostSite } from '../host/host-site';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * The port of the production preview the engines open (the demo API takes the next one, the
 * host site the one after): apart from the Chromium tests' and from web-e2e's engines.
 */
export const ENGINES_PORT = Number(process.env['EMBED_ENGINES_PORT'] ?? 4380);
/** The web app's origin, where the player lives. */
export const APP_URL = `http://127.0.0.1:${ENGINES_PORT}`;
/** Another site that embeds the player: `localhost`, another origin on the same machine. */
export const HOST_URL = `http://localhost:${ENGINES_PORT + 2}`;

/**
 * Vitest global setup: the built app's and player's production preview with the demo API (its
 * test hooks on, as for the Chromium tests), and the host site; stopped at the end.
 */
export default async function startServers(): Promise<() => Promise<void>> {
  const preview = spawn('npx', ['tsx', 'tools/scripts/start.mts', 'preview', '--no-build'], {
    cwd: ROOT,
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(ENGINES_PORT),
      DEMO_API_PORT: String(ENGINES_PORT + 1),
      HOST: '127.0.0.1',
      DEMO_TEST_HOOKS: '1',
      // The blog that embeds the player, as an operator lists a partner in embedOrigins.
      DEMO_EMBED_ORIGINS: HOST_URL,
    },
  });
  const host = await startHostSite({ port: ENGINES_PORT + 2, playerOrigin: APP_URL });
  const stop = async () => {
    if (preview.pid !== undefined) process.kill(-preview.pid, 'SIGTERM');
    await host.close();
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    const up = await fetch(`${APP_URL}/embed/`)
      .then((response) => response.ok)
      .catch(() => false);
    if (up) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the preview did not serve the player at ${APP_URL}/embed/`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return stop;
}
