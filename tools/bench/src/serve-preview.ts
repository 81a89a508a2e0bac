import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));

export interface PreviewServer {
  readonly baseUrl: string;
  stop(): Promise<void>;
}

export interface PreviewOptions {
  /** The web server's port; the demo API gets the next one. */
  readonly port: number;
  /** The build to serve (`WEB_OUT_DIR`); the start script's default when undefined. */
  readonly outDir?: string;
  /** Build the app into `outDir` first; otherwise the build must exist (`npm run build`). */
  readonly build?: boolean;
  /**
   * Origins in front of the preview (the bench's proxies) that the demo API's replies may name
   * in their links (covers, streams), as it names its own web server's.
   */
  readonly publicOrigins?: readonly string[];
}

/**
 * Serves the production build with the demo API on loopback (tools/scripts/start.mts, i.e.
 * `npm run preview`), waiting until it answers.
 */
export async function servePreview(options: PreviewOptions): Promise<PreviewServer> {
  const { port, outDir, build = false, publicOrigins = [] } = options;
  const baseUrl = `http://127.0.0.1:${port}`;
  // Otherwise the wait below would find that server and measure it instead.
  if (await answers(`${baseUrl}/config.json`)) {
    throw new Error(`Something already answers at ${baseUrl}: stop it or set BENCH_PORT.`);
  }
  const child: ChildProcess = spawn(
    'npx',
    ['tsx', 'tools/scripts/start.mts', 'preview', ...(build ? [] : ['--no-build'])],
    {
      cwd: root,
      env: {
        ...process.env,
        ...(outDir ? { WEB_OUT_DIR: outDir } : {}),
        ...(publicOrigins.length > 0 ? { DEMO_PUBLIC_ORIGINS: publicOrigins.join(',') } : {}),
        PORT: String(port),
        DEMO_API_PORT: String(port + 1),
        HOST: '127.0.0.1',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    },
  );
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

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

async function waitUntilUp(url: string): Promise<void> {
  // Two minutes: long enough for a build on a busy machine.
  for (let attempt = 0; attempt < 480; attempt += 1) {
    if (await answers(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Nothing answered at ${url} within two minutes.`);
}
