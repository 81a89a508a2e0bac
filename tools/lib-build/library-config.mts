import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import type { Plugin, UserConfig } from 'vite';
import {
  consumerManifest,
  consumerPath,
  isShipped,
  type WorkspaceManifest,
} from './consumer-manifest.mts';

/**
 * The Vite config that builds a library of this workspace into `dist/` as a package other front
 * ends install: one ES module per entry of its `exports` (in `dist/esm/`), its CSS Modules
 * extracted into one stylesheet (`dist/esm/styles.css`), every dependency and peer left as an import,
 * and `dist/package.json` pointing the same entries at the build. The declarations come from the
 * project's `typecheck` (tsc writes them to `dist/`), which the build target depends on.
 *
 * Inside the workspace nothing changes: the source `package.json` keeps resolving to `src/`.
 */
export function libraryConfig(projectDir: string): UserConfig {
  const manifest = JSON.parse(
    readFileSync(join(projectDir, 'package.json'), 'utf8'),
  ) as WorkspaceManifest;
  const entries = sourceEntries(manifest);
  const external = externalMatcher(manifest);
  return {
    root: projectDir,
    cacheDir: join(projectDir, '../../node_modules/.vite/lib-build', manifest.name),
    logLevel: 'warn',
    build: {
      outDir: 'dist/esm',
      emptyOutDir: true,
      target: 'es2022',
      minify: false,
      sourcemap: true,
      reportCompressedSize: false,
      copyPublicDir: false,
      lib: { entry: entries, formats: ['es'], cssFileName: 'styles' },
      rolldownOptions: { external },
    },
    plugins: [writeConsumerManifest(projectDir, manifest)],
  };
}

/** `{ index: 'src/index.ts', react: 'src/react.ts' }` from the exports' source condition. */
function sourceEntries(manifest: WorkspaceManifest): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const [path, target] of Object.entries(manifest.exports)) {
    if (typeof target !== 'object' || !isShipped(path)) continue;
    const source = target['@video/source'];
    if (!source) continue;
    entries[source.replace(/^\.\/src\//, '').replace(/\.tsx?$/, '')] = source;
  }
  return entries;
}

/** Packages stay imports of the built code: the consumer installs them once, for every library. */
function externalMatcher(manifest: WorkspaceManifest): (id: string) => boolean {
  const packages = [
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}),
  ];
  const builtins = new Set([...builtinModules, ...builtinModules.map((name) => `node:${name}`)]);
  return (id) =>
    builtins.has(id) ||
    packages.some((name) => id === name || id.startsWith(`${name}/`)) ||
    // A `?url` import of a dependency's file (hls.js's worker) is left to the consumer's bundler.
    (id.endsWith('?url') && !id.startsWith('.') && !id.startsWith('/'));
}

function writeConsumerManifest(projectDir: string, manifest: WorkspaceManifest): Plugin {
  return {
    name: 'video:consumer-manifest',
    apply: 'build',
    closeBundle() {
      const dist = join(projectDir, 'dist');
      const hasStyles = existsSync(join(dist, 'esm/styles.css'));
      writeFileSync(
        join(dist, 'package.json'),
        `${JSON.stringify(consumerManifest(manifest, { hasStyles }), null, 2)}\n`,
      );
      // A stylesheet entry (`./tokens.css`) ships as the file itself.
      for (const [path, target] of Object.entries(manifest.exports)) {
        if (typeof target === 'string' && path !== './package.json') {
          copyFileSync(join(projectDir, target), join(dist, consumerPath(target)));
        }
      }
      for (const file of ['README.md', 'LICENSE']) {
        if (existsSync(join(projectDir, file)))
          copyFileSync(join(projectDir, file), join(dist, file));
      }
    },
  };
}
