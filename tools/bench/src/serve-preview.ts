import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));

export interface PreviewServer {
  readonly baseUrl: string;
  stop(): Promise<void>;
}

/**
 * Serves the production build with the demo API on loopback (tools/scripts/start.mts), waiting
 * until it answers. The build must exist (`npm run build`).
 */
export async function servePreview(port: number): Promise<PreviewServer> {
  const child: ChildProcess = spawn(
    'npx',
    ['tsx', 'tools/scripts/start.mts', 'preview', '--no-build'],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        DEMO_API_PORT: String(port + 1),
        HOST: '127.0.0.1',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
      detached: true,
    },
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  const exited = once(child, 'exit').then(() => {
    throw new Error('The preview server stopped before it answered.');
  });
  await Promise.race([waitUntilUp(`${baseUrl}/config.json`), exited]);
  return {
    baseUrl,
    stop: async () => {
      if (child.exitCode !== null) return;
      process.kill(-(child.pid ?? 0), 'SIGTERM');
      await once(child, 'exit');
    },
  };
}

async function waitUntilUp(url: string): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Nothing answered at ${url} within a minute.`);
}
