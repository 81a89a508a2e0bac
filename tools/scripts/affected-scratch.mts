// A throwaway copy of the workspace in its own git repository, where a test commits changes and
// asks Nx what they affect, as CI asks it (tools/scripts/ci-targets.mts): the project graph is
// the workspace's own (its files as they are now, committed or not), the commits are scratch ones
// the real repository never sees.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** An edit of one file: its new text, or a function of its text now (undefined if it is new). */
export type Edit = string | ((text: string | undefined) => string);

export interface ScratchWorkspace {
  readonly dir: string;
  /** Applies the edits (paths from the workspace root) and commits them; the commits around it. */
  commit(edits: Readonly<Record<string, Edit>>): { before: string; after: string };
  /** `nx show projects --affected` between two commits, sorted. */
  affected(base: string, head: string): string[];
  /** Removes the copy. */
  dispose(): void;
}

/** Appends a line: a change that leaves a file meaning what it meant. */
export const appendComment =
  (comment = '// a scratch change') =>
  (text: string | undefined): string =>
    `${text ?? ''}${text?.endsWith('\n') === false ? '\n' : ''}${comment}\n`;

function git(cwd: string, args: readonly string[]): string {
  const result = spawnSync(
    'git',
    [
      '-c',
      'user.name=scratch',
      '-c',
      'user.email=scratch@localhost',
      '-c',
      'commit.gpgsign=false',
      '-c',
      'core.hooksPath=/dev/null',
      ...args,
    ],
    { cwd, encoding: 'utf8', env: withoutPrefixes(process.env, ['GIT_']) },
  );
  if (result.status !== 0) {
    throw new Error(`git ${args.join(' ')} failed in ${cwd}: ${result.stderr || result.error}`);
  }
  return result.stdout;
}

function withoutPrefixes(env: NodeJS.ProcessEnv, prefixes: readonly string[]): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(env).filter(([name]) => !prefixes.some((prefix) => name.startsWith(prefix))),
  );
}

/** Whether `path` (resolved) lies in the workspace but outside its node_modules: a workspace package. */
function inWorkspace(path: string, root: string): boolean {
  const inside = relative(root, path);
  return !inside.startsWith('..') && !inside.startsWith(`node_modules${sep}`) && inside !== '';
}

/**
 * The workspace's node_modules, linked entry by entry. Linking the folder whole would not do:
 * npm links each workspace package (`@video/domain` → libs/domain) into it, and through such a
 * link an import would resolve to the real workspace, not the copy, so Nx would see no edge from
 * the copy's apps to the copy's libraries. Those links point into the copy instead.
 */
function linkNodeModules(root: string, dir: string): void {
  const link = (from: string, to: string) => {
    const real = realpathSync(from);
    if (inWorkspace(real, root)) {
      const target = join(dir, relative(root, real));
      symlinkSync(relative(dirname(to), target), to);
    } else {
      symlinkSync(from, to);
    }
  };
  const source = join(root, 'node_modules');
  mkdirSync(join(dir, 'node_modules'));
  for (const entry of readdirSync(source, { withFileTypes: true })) {
    const from = join(source, entry.name);
    const to = join(dir, 'node_modules', entry.name);
    const scopeWithWorkspacePackages =
      entry.name.startsWith('@') &&
      entry.isDirectory() &&
      readdirSync(from).some((name) => inWorkspace(realpathSync(join(from, name)), root));
    if (scopeWithWorkspacePackages) {
      mkdirSync(to);
      for (const name of readdirSync(from)) link(join(from, name), join(to, name));
    } else {
      link(from, to);
    }
  }
}

/** The nx command line of the workspace's own Nx. */
function nxBin(): string {
  const require = createRequire(import.meta.url);
  const manifest = require.resolve('nx/package.json');
  const { bin } = JSON.parse(readFileSync(manifest, 'utf8')) as { bin: Record<string, string> };
  return join(dirname(manifest), bin['nx'] ?? 'bin/nx.js');
}

/**
 * Copies the workspace's files (tracked and untracked, not ignored) into a new repository and
 * commits them; `extraFiles` are added to the copy before that commit.
 */
export function createScratchWorkspace(
  options: { root?: string; extraFiles?: Readonly<Record<string, string>> } = {},
): ScratchWorkspace {
  const root = options.root ?? ROOT;
  const dir = realpathSync(mkdtempSync(join(tmpdir(), 'affected-scratch-')));
  try {
    const files = git(root, ['ls-files', '-z', '--cached', '--others', '--exclude-standard'])
      .split('\0')
      .filter(
        (file) => file && existsSync(join(root, file)) && statSync(join(root, file)).isFile(),
      );
    for (const file of files) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      cpSync(join(root, file), join(dir, file), { preserveTimestamps: true });
    }
    for (const [file, text] of Object.entries(options.extraFiles ?? {})) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), text);
    }
    linkNodeModules(root, dir);
    git(dir, ['init', '-q', '-b', 'main']);
    git(dir, ['add', '-A']);
    git(dir, ['commit', '-q', '-m', 'the workspace as it is']);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }

  // Nx's cache and graph data stay in the copy: nothing reaches the workspace's own.
  const nxEnv = {
    ...withoutPrefixes(process.env, ['NX_', 'GIT_', 'VITEST']),
    NX_DAEMON: 'false',
    NX_NO_CLOUD: 'true',
    NX_TUI: 'false',
    NX_CACHE_DIRECTORY: join(dir, '.nx/cache'),
    NX_WORKSPACE_DATA_DIRECTORY: join(dir, '.nx/workspace-data'),
  };
  const nx = nxBin();

  return {
    dir,
    commit(edits) {
      const before = git(dir, ['rev-parse', 'HEAD']).trim();
      for (const [file, edit] of Object.entries(edits)) {
        const path = join(dir, file);
        const text = existsSync(path) ? readFileSync(path, 'utf8') : undefined;
        mkdirSync(dirname(path), { recursive: true });
        writeFileSync(path, typeof edit === 'string' ? edit : edit(text));
      }
      git(dir, ['add', '-A']);
      git(dir, ['commit', '-q', '-m', `change ${Object.keys(edits).join(', ')}`]);
      return { before, after: git(dir, ['rev-parse', 'HEAD']).trim() };
    },
    affected(base, head) {
      const args = ['show', 'projects', '--affected', `--base=${base}`, `--head=${head}`, '--json'];
      const result = spawnSync(process.execPath, [nx, ...args], {
        cwd: dir,
        env: nxEnv,
        encoding: 'utf8',
        maxBuffer: 16 * 1024 * 1024,
      });
      if (result.status !== 0) {
        throw new Error(`nx ${args.join(' ')} failed: ${result.stderr || result.error}`);
      }
      return (JSON.parse(result.stdout) as string[]).sort();
    },
    dispose() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The first source file of a project, by path: a file to change in its name. */
export function firstSourceFile(projectDir: string, root = ROOT): string | undefined {
  const walk = (at: string): string | undefined => {
    const entries = readdirSync(join(root, at), { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    );
    for (const entry of entries) {
      const path = join(at, entry.name);
      if (entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.(spec|test)\./.test(entry.name))
        return path;
    }
    for (const entry of entries) {
      if (entry.isDirectory() && entry.name !== 'node_modules') {
        const found = walk(join(at, entry.name));
        if (found) return found;
      }
    }
    return undefined;
  };
  const src = join(projectDir, 'src');
  return walk(
    existsSync(join(root, src)) && lstatSync(join(root, src)).isDirectory() ? src : projectDir,
  );
}
