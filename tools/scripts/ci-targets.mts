// What CI checks, and how it chooses. With a base commit (NX_BASE, and NX_HEAD or else HEAD: the
// two nrwl/nx-set-shas sets) it checks only the projects the change affects, by Nx's project
// graph; without one it runs everything, the same `npm test` a developer types.
//   tsx tools/scripts/ci-targets.mts             run the checks
//   tsx tools/scripts/ci-targets.mts --dry-run   print what it would run, run nothing (or CI_DRY_RUN=1)
// `.ci/run` and `.github/workflows/ci.yml` both end here, so the choice is made in one place.
//
// Affected, it runs the targets of `npm test` the Nx way:
//   nx sync:check
//   nx run scripts:test           (unless scripts is affected anyway: it holds the test that the
//                                  project graph is exact, which any change may break)
//   nx affected -t lint typecheck test build budgets consumer-check --base=… --head=…
// then each affected project's browser tests, one suite at a time as `npm test` runs them (every
// project's `e2e`, then every project's `engines`), and the list of tests that needed a retry.
// A browser suite runs only when its project is affected: `web-e2e` by a change to the web app,
// the libraries it uses, the demo API or the start scripts; an app's own e2e project the same.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The targets of `npm test` that run side by side, two at a time. */
export const CHECK_TARGETS = [
  'lint',
  'typecheck',
  'test',
  'build',
  'budgets',
  'consumer-check',
] as const;

/** The browser suites, in the order they run: the Chromium tests, then WebKit and Firefox. */
export const BROWSER_TARGETS = ['e2e', 'engines'] as const;

/** The project whose `test` target checks the project graph on scratch commits. */
export const GRAPH_TEST_PROJECT = 'scripts';

/** One command CI runs, from the workspace root. */
export interface CiStep {
  readonly title: string;
  readonly command: readonly string[];
}

export interface CiPlan {
  /** `all`: the whole `npm test`; `affected`: only what the change between base and head affects. */
  readonly mode: 'all' | 'affected';
  /** Why this mode, in a sentence for the log. */
  readonly reason: string;
  readonly base?: string;
  readonly head?: string;
  /** The projects the change affects (affected mode). */
  readonly affected?: readonly string[];
  readonly steps: readonly CiStep[];
}

/** What the plan asks of git and Nx; `gitWorkspace()` is the real one. */
export interface Workspace {
  /** The full hash of the commit `ref` names, or undefined if this clone has no such commit. */
  commit(ref: string): string | undefined;
  /** The projects the change from `base` to `head` affects, by name; those with `target` only if given. */
  affectedProjects(base: string, head: string, target?: string): readonly string[];
}

type Env = Readonly<Record<string, string | undefined>>;

const NPM_TEST: CiStep = { title: 'everything: npm test', command: ['npm', 'test'] };

/** Everything, or only what the change from NX_BASE to NX_HEAD affects. */
export function planCi(env: Env, workspace: Workspace): CiPlan {
  const baseRef = env['NX_BASE']?.trim();
  if (!baseRef) {
    return { mode: 'all', reason: 'no base commit (NX_BASE is not set)', steps: [NPM_TEST] };
  }
  const headRef = env['NX_HEAD']?.trim() || 'HEAD';
  const base = workspace.commit(baseRef);
  const head = workspace.commit(headRef);
  if (!base || !head) {
    const missing = !base ? `NX_BASE ${baseRef}` : `NX_HEAD ${headRef}`;
    return {
      mode: 'all',
      reason: `${missing} is not a commit in this clone (a shallow checkout?), so there is nothing to compare with`,
      steps: [NPM_TEST],
    };
  }
  const range = [`--base=${base}`, `--head=${head}`];
  const affected = [...workspace.affectedProjects(base, head)].sort();
  const steps: CiStep[] = [
    { title: 'TypeScript project references in sync', command: ['npx', 'nx', 'sync:check'] },
  ];
  if (!affected.includes(GRAPH_TEST_PROJECT)) {
    // The choice below is only as good as the project graph, which any change may alter: its test
    // (tools/scripts/affected-graph.spec.mts) runs whatever the change.
    steps.push({
      title: 'the project graph this choice relies on',
      command: ['npx', 'nx', 'run', `${GRAPH_TEST_PROJECT}:test`, '--outputStyle=static'],
    });
  }
  steps.push({
    title: `${CHECK_TARGETS.join(', ')} of the affected projects`,
    command: [
      'npx',
      'nx',
      'affected',
      '-t',
      ...CHECK_TARGETS,
      ...range,
      '--parallel=2',
      '--outputStyle=static',
    ],
  });
  let browserSuites = 0;
  for (const target of BROWSER_TARGETS) {
    for (const project of [...workspace.affectedProjects(base, head, target)].sort()) {
      browserSuites++;
      steps.push({
        title: `browser tests: ${project}:${target}`,
        command: ['npx', 'nx', 'run', `${project}:${target}`, '--outputStyle=static'],
      });
    }
  }
  if (browserSuites > 0) {
    steps.push({
      title: 'tests that needed a retry',
      command: ['npx', 'tsx', 'tools/scripts/retry-report.mts'],
    });
  }
  return {
    mode: 'affected',
    reason: `the change from ${base.slice(0, 12)} to ${head.slice(0, 12)}`,
    base,
    head,
    affected,
    steps,
  };
}

/** A command as a shell would show it. */
export function commandLine(command: readonly string[]): string {
  return command.map((part) => (/^[\w@%+=:,./-]+$/.test(part) ? part : `'${part}'`)).join(' ');
}

/** The plan for the log: the mode and why, the affected projects, then the commands in order. */
export function describePlan(plan: CiPlan): string {
  const lines = [
    `CI checks ${plan.mode === 'all' ? 'everything' : 'what the change affects'}: ${plan.reason}.`,
  ];
  if (plan.affected) {
    lines.push(
      plan.affected.length > 0
        ? `Affected projects (${plan.affected.length}): ${plan.affected.join(' ')}`
        : 'Affected projects: none.',
    );
  }
  lines.push('Commands:', ...plan.steps.map((step) => `  ${commandLine(step.command)}`));
  return lines.join('\n');
}

function run(command: readonly string[], options: { capture?: boolean } = {}) {
  const [file, ...args] = command;
  return spawnSync(file ?? '', args, {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: options.capture ? ['ignore', 'pipe', 'inherit'] : 'inherit',
    maxBuffer: 64 * 1024 * 1024,
  });
}

/** This checkout, asked through git and the workspace's Nx. */
export function gitWorkspace(): Workspace {
  return {
    commit(ref) {
      const result = run(['git', 'rev-parse', '--verify', '--quiet', `${ref}^{commit}`], {
        capture: true,
      });
      return result.status === 0 ? result.stdout.trim() : undefined;
    },
    affectedProjects(base, head, target) {
      const command = [
        'npx',
        'nx',
        'show',
        'projects',
        '--affected',
        `--base=${base}`,
        `--head=${head}`,
      ];
      if (target) command.push(`--withTarget=${target}`);
      const result = run([...command, '--json'], { capture: true });
      if (result.status !== 0) throw new Error(`${commandLine(command)} failed (${result.status})`);
      return JSON.parse(result.stdout) as string[];
    },
  };
}

/** Runs the steps in order and stops at the first that fails; its exit code. */
function runPlan(plan: CiPlan): number {
  for (const step of plan.steps) {
    console.log(`\n▶ ${step.title}\n  ${commandLine(step.command)}`);
    const { status, signal } = run(step.command);
    if (status !== 0) {
      console.error(`\n✖ ${step.title} failed (${signal ?? `exit code ${status}`}).`);
      return status ?? 1;
    }
  }
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dryRun = process.argv.includes('--dry-run') || process.env['CI_DRY_RUN'] === '1';
  const plan = planCi(process.env, gitWorkspace());
  console.log(describePlan(plan));
  if (!dryRun) process.exitCode = runPlan(plan);
}
