import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  BROWSER_TARGETS,
  CHECK_TARGETS,
  commandLine,
  describePlan,
  planCi,
  type Workspace,
} from './ci-targets.mts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const read = (file: string) => readFileSync(`${ROOT}/${file}`, 'utf8');

const BASE = 'b'.repeat(40);
const HEAD = 'h'.repeat(40);

/** A repository with the commits `main~3` and `HEAD`, where the given projects are affected. */
function workspace(affected: Record<string, readonly string[]>): Workspace & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    commit: (ref) => ({ 'main~3': BASE, HEAD, [HEAD]: HEAD })[ref],
    affectedProjects(base, head, target) {
      calls.push(`${base.slice(0, 1)}..${head.slice(0, 1)} ${target ?? '*'}`);
      return affected[target ?? '*'] ?? [];
    },
  };
}

const lines = (env: Record<string, string>, ws: Workspace) =>
  planCi(env, ws).steps.map((step) => commandLine(step.command));

describe('planCi', () => {
  it('without a base runs everything: the npm test a developer runs', () => {
    const ws = workspace({ '*': ['web'] });
    for (const env of [{}, { NX_BASE: '' }, { NX_BASE: '  ', NX_HEAD: 'HEAD' }]) {
      const plan = planCi(env, ws);
      expect(plan.mode).toBe('all');
      expect(plan.steps.map((step) => step.command)).toEqual([['npm', 'test']]);
    }
    expect(ws.calls).toEqual([]);
  });

  it('with a base this clone lacks runs everything and says why', () => {
    const plan = planCi({ NX_BASE: 'gone', NX_HEAD: 'HEAD' }, workspace({}));
    expect(plan.mode).toBe('all');
    expect(plan.reason).toMatch(/NX_BASE gone is not a commit/);
    expect(plan.steps).toHaveLength(1);
    expect(planCi({ NX_BASE: 'main~3', NX_HEAD: 'gone' }, workspace({})).reason).toMatch(
      /NX_HEAD gone/,
    );
  });

  it('with a base runs the checks of the affected projects, then their browser suites one at a time', () => {
    const ws = workspace({
      '*': ['web', 'embed', 'domain', 'web-e2e', 'embed-e2e'],
      e2e: ['web-e2e', 'embed-e2e'],
      engines: ['web-e2e'],
    });
    const plan = planCi({ NX_BASE: 'main~3', NX_HEAD: 'HEAD' }, ws);
    expect(plan).toMatchObject({ mode: 'affected', base: BASE, head: HEAD });
    expect(plan.affected).toEqual(['domain', 'embed', 'embed-e2e', 'web', 'web-e2e']);
    expect(plan.steps.map((step) => commandLine(step.command))).toEqual([
      'npx nx sync:check',
      'npx nx run scripts:test --outputStyle=static',
      `npx nx affected -t lint typecheck test build budgets consumer-check --base=${BASE} --head=${HEAD} --parallel=2 --outputStyle=static`,
      'npx nx run embed-e2e:e2e --outputStyle=static',
      'npx nx run web-e2e:e2e --outputStyle=static',
      'npx nx run web-e2e:engines --outputStyle=static',
      'npx tsx tools/scripts/retry-report.mts',
    ]);
    expect(ws.calls).toEqual(['b..h *', 'b..h e2e', 'b..h engines']);
  });

  it('runs no browser suite when no browser-test project is affected', () => {
    const ws = workspace({ '*': ['lib-build'] });
    expect(lines({ NX_BASE: 'main~3' }, ws)).toEqual([
      'npx nx sync:check',
      'npx nx run scripts:test --outputStyle=static',
      expect.stringMatching(/^npx nx affected -t lint .* --head=h{40} /),
    ]);
  });

  it('tests the project graph once, by the affected run when scripts is affected', () => {
    const ws = workspace({ '*': ['scripts', 'web-e2e'], e2e: ['web-e2e'] });
    const commands = lines({ NX_BASE: 'main~3' }, ws);
    expect(commands).not.toContain('npx nx run scripts:test --outputStyle=static');
    expect(commands[1]).toMatch(/^npx nx affected -t lint typecheck test /);
  });

  it('a change that affects nothing still checks the sync and the project graph', () => {
    expect(lines({ NX_BASE: 'main~3' }, workspace({}))).toEqual([
      'npx nx sync:check',
      'npx nx run scripts:test --outputStyle=static',
      expect.stringMatching(/^npx nx affected /),
    ]);
  });

  it('takes HEAD when NX_HEAD is not set', () => {
    const plan = planCi({ NX_BASE: 'main~3' }, workspace({}));
    expect(plan.head).toBe(HEAD);
  });

  it('describes the plan for the log', () => {
    const text = describePlan(
      planCi({ NX_BASE: 'main~3' }, workspace({ '*': ['domain', 'web'], e2e: ['web-e2e'] })),
    );
    expect(text).toContain(
      'CI checks what the change affects: the change from bbbbbbbbbbbb to hhhhhhhhhhhh.',
    );
    expect(text).toContain('Affected projects (2): domain web');
    expect(text).toContain('  npx nx run web-e2e:e2e --outputStyle=static');
    expect(describePlan(planCi({}, workspace({})))).toBe(
      'CI checks everything: no base commit (NX_BASE is not set).\nCommands:\n  npm test',
    );
    expect(commandLine(['echo', 'a b', "it's"])).toBe(`echo 'a b' 'it's'`);
  });
});

describe('CI and npm test', () => {
  const npmTest = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts[
    'test'
  ];

  it('check the same targets', () => {
    const runMany = /nx run-many -t ((?:[a-z][\w-]* ?)+)/.exec(npmTest ?? '');
    expect(runMany?.[1]?.trim().split(' ')).toEqual([...CHECK_TARGETS]);
    const browserSuites = [...(npmTest ?? '').matchAll(/nx run [\w-]+:([\w-]+)/g)].map(
      (match) => match[1],
    );
    expect(browserSuites.length).toBeGreaterThan(0);
    for (const target of browserSuites) expect(BROWSER_TARGETS).toContain(target);
  });

  it('.ci/run and the GitHub workflow both leave the choice to ci-targets.mts', () => {
    const run = read('.ci/run');
    expect(statSync(`${ROOT}/.ci/run`).mode & 0o111).not.toBe(0);
    expect(run).toContain('npx tsx tools/scripts/ci-targets.mts');
    const workflow = read('.github/workflows/ci.yml');
    expect(workflow).toMatch(/^\s+run: \.ci\/run packages$/m);
    expect(workflow).toMatch(/^\s+run: \.ci\/run checks$/m);
    expect(workflow).toMatch(/^\s+fetch-depth: 0$/m);
    expect(workflow).toMatch(/^\s+uses: nrwl\/nx-set-shas@/m);
    expect(workflow).toMatch(/^\s+NX_NO_CLOUD: 'true'$/m);
    // Every action pinned to a commit, its version beside it.
    const uses = [...workflow.matchAll(/uses: (\S+)@(\S+)(.*)$/gm)];
    expect(uses.length).toBeGreaterThanOrEqual(4);
    for (const [, , ref, comment] of uses) {
      expect(ref).toMatch(/^[0-9a-f]{40}$/);
      expect(comment).toMatch(/# v\d+\.\d+\.\d+$/);
    }
  });
});
