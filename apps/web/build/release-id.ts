import { execFileSync } from 'node:child_process';

/**
 * The name of the build: `RELEASE` when the deploy sets it, else the commit it was built from,
 * else `dev`.
 */
export function releaseId(env: NodeJS.ProcessEnv = process.env): string {
  if (env['RELEASE']) return env['RELEASE'];
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      cwd: import.meta.dirname,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'dev';
  }
}
