// CI checks only what a change affects (tools/scripts/ci-targets.mts), so the project graph must be
// exact: a project left out is a check CI skips, an extra one is time wasted. These tests commit
// changes in a scratch copy of the workspace and ask Nx, as CI does, what they affect.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  appendComment,
  createScratchWorkspace,
  firstSourceFile,
  type ScratchWorkspace,
} from './affected-scratch.mts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const has = (dir: string) =>
  existsSync(join(ROOT, dir, 'package.json')) || existsSync(join(ROOT, dir, 'project.json'));

// The embeddable player (apps/embed) and its browser tests (apps/embed-e2e) are asserted on
// wherever they are in the workspace.
const EMBED = has('apps/embed') ? ['embed'] : [];
const EMBED_E2E = has('apps/embed-e2e') ? ['embed-e2e'] : [];

const TIMEOUT = 60_000;

describe('what a change affects, as CI asks Nx', () => {
  let scratch: ScratchWorkspace;

  beforeAll(() => {
    scratch = createScratchWorkspace();
  }, TIMEOUT);

  afterAll(() => scratch?.dispose());

  it(
    'a change to libs/domain: domain, every project built on it, both apps and their browser tests',
    () => {
      const { before, after } = scratch.commit({ 'libs/domain/src/index.ts': appendComment() });
      const affected = scratch.affected(before, after);
      expect(affected).toEqual(
        expect.arrayContaining([
          'domain',
          'storage',
          'api-client',
          'ui',
          'player',
          'web',
          'web-e2e',
          ...EMBED,
          ...EMBED_E2E,
          // the web build's byte budgets, the packed libraries' consumers, the demo API on the
          // api-client's reference server, the start scripts on the demo API, the bench
          'budgets',
          'consumer-check',
          'demo-api',
          'scripts',
          'bench',
        ]),
      );
      // What domain is built with, and tools that use none of it.
      for (const unaffected of ['lib-build', 'browser', 'deploy']) {
        expect(affected).not.toContain(unaffected);
      }
    },
    TIMEOUT,
  );

  it.skipIf(EMBED.length === 0)(
    'a change to apps/embed: only the embeddable player (its byte budget a target of its own) and its browser tests (nginx serving it among them), not the web app’s',
    () => {
      const file = firstSourceFile('apps/embed');
      expect(file).toBeDefined();
      const { before, after } = scratch.commit({ [file ?? '']: appendComment() });
      expect(scratch.affected(before, after)).toEqual(['embed', ...EMBED_E2E]);
    },
    TIMEOUT,
  );

  it(
    'a change to apps/web: the web app, its browser tests, the embed’s (which run on its server and its worker) and the byte budgets of its build',
    () => {
      const file = firstSourceFile('apps/web');
      expect(file).toBeDefined();
      const { before, after } = scratch.commit({ [file ?? '']: appendComment() });
      expect(scratch.affected(before, after)).toEqual(['budgets', ...EMBED_E2E, 'web', 'web-e2e']);
    },
    TIMEOUT,
  );

  it(
    'a change to the README or docs/: nothing',
    () => {
      const { before, after } = scratch.commit({
        'README.md': appendComment('A scratch line.'),
        'docs/performance.md': appendComment('A scratch line.'),
        'docs/scratch-diagram.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>\n',
      });
      expect(scratch.affected(before, after)).toEqual([]);
    },
    TIMEOUT,
  );
});
