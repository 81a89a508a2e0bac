// The libraries as another team installs them: pack each built library (`npm pack` of its
// dist/), install the tarballs into two throwaway projects in a temporary folder outside the
// workspace, and type-check and build each with its own TypeScript and Vite:
//  - plain: domain rules, storage, the api-client's framework-free core (a category's videos sent
//    with its request, no RTK Query), the table of screens (a link, an address matched), the offline downloads and the player's core (a player on a <video>), with no React,
//    React DOM, React Redux or @video/ui installed at all;
//  - react: every public entry (@video/domain, @video/storage and /react, @video/api-client and
//    /react with a store and react-redux's Provider, @video/ui, @video/player and /react), with
//    their styles.
// Exits non-zero, with the failing step's output, when any step fails.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const workspace = join(import.meta.dirname, '../..');
const libraries = ['domain', 'storage', 'api-client', 'routes', 'offline', 'ui', 'player'] as const;
type Library = (typeof libraries)[number];

/** The workspace's own versions of the tools the pages build with, so both check the same. */
const rootManifest = JSON.parse(readFileSync(join(workspace, 'package.json'), 'utf8')) as {
  devDependencies: Record<string, string>;
  dependencies: Record<string, string>;
};
const versionOf = (name: string): string => {
  const version = rootManifest.devDependencies[name] ?? rootManifest.dependencies[name];
  if (!version) throw new Error(`${name} is not a dependency of the workspace`);
  return version;
};

function run(command: string, args: readonly string[], cwd: string): string {
  try {
    return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: 'pipe' });
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    console.error(
      `✗ ${command} ${args.join(' ')} (in ${cwd})\n${failed.stdout ?? ''}${failed.stderr ?? ''}`,
    );
    throw error;
  }
}

function pack(library: Library, into: string): string {
  const dist = join(workspace, 'libs', library, 'dist');
  if (!existsSync(join(dist, 'package.json'))) {
    throw new Error(`libs/${library} is not built: run \`npx nx run ${library}:build\` first`);
  }
  const [packed] = JSON.parse(
    run('npm', ['pack', dist, '--json', '--pack-destination', into], workspace),
  ) as { filename: string }[];
  return join(into, packed.filename);
}

interface Page {
  readonly name: string;
  readonly libraries: readonly Library[];
  readonly packages: readonly string[];
  /** Packages that must not be installed: the page proves it works without them. */
  readonly absent: readonly string[];
  readonly entry: string;
  readonly jsx: boolean;
}

const pages: readonly Page[] = [
  {
    name: 'plain',
    libraries: ['domain', 'storage', 'api-client', 'routes', 'offline', 'player'],
    packages: ['typescript', 'vite'],
    absent: ['react', 'react-dom', 'react-redux', '@video/ui'],
    entry: 'main.ts',
    jsx: false,
  },
  {
    name: 'react',
    libraries: ['domain', 'storage', 'api-client', 'ui', 'player'],
    packages: [
      'typescript',
      'vite',
      'react',
      'react-dom',
      'react-redux',
      '@reduxjs/toolkit',
      '@types/react',
      '@types/react-dom',
      '@vitejs/plugin-react',
    ],
    absent: [],
    entry: 'main.tsx',
    jsx: true,
  },
];

function checkPage(page: Page, tarballs: ReadonlyMap<Library, string>, root: string): void {
  const dir = join(root, page.name);
  cpSync(join(import.meta.dirname, 'pages', page.name), join(dir, 'src'), { recursive: true });
  const dependencies: Record<string, string> = {};
  // A page lists the libraries its libraries depend on too: npm then resolves a dependency on
  // `@video/domain@0.0.1` to the tarball already installed rather than to the registry.
  for (const library of page.libraries) {
    dependencies[`@video/${library}`] = `file:${tarballs.get(library)}`;
  }
  for (const name of page.packages) dependencies[name] = versionOf(name);
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify(
      { name: `consumer-${page.name}`, private: true, type: 'module', dependencies },
      null,
      2,
    ),
  );
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html lang="zh-CN"><body><div id="root"></div><script type="module" src="/src/${page.entry}"></script></body></html>\n`,
  );
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'es2022',
        module: 'esnext',
        moduleResolution: 'bundler',
        lib: ['es2022', 'dom', 'dom.iterable'],
        strict: true,
        noEmit: true,
        skipLibCheck: false,
        types: ['vite/client'],
        ...(page.jsx ? { jsx: 'react-jsx' } : {}),
      },
      include: ['src'],
    }),
  );
  if (page.jsx) {
    writeFileSync(
      join(dir, 'vite.config.mjs'),
      "import react from '@vitejs/plugin-react';\nexport default { plugins: [react()], logLevel: 'warn' };\n",
    );
  }
  console.log(
    `· ${page.name}: installing ${page.libraries.map((name) => `@video/${name}`).join(', ')}`,
  );
  run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], dir);
  for (const name of page.absent) {
    if (existsSync(join(dir, 'node_modules', name))) {
      throw new Error(`${page.name}: ${name} was installed, but this page must work without it`);
    }
  }
  run(join(dir, 'node_modules/.bin/tsc'), ['-p', '.'], dir);
  run(join(dir, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], dir);
  console.log(`✓ ${page.name}: type-checks and builds`);
}

const root = mkdtempSync(join(tmpdir(), 'video-consumer-check-'));
const started = performance.now();
try {
  const tarballs = new Map(libraries.map((library) => [library, pack(library, root)] as const));
  for (const page of pages) checkPage(page, tarballs, root);
  console.log(`Consumer check passed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  rmSync(root, { recursive: true, force: true });
}
