import { readFile } from 'node:fs/promises';
import { checkBackend, ConfigError } from './check-backend';
import { parseCliArgs, USAGE } from './cli-args';
import { reportText } from './report-text';

/** Where the command writes. */
export interface CliOutput {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
}

/**
 * `npm run check-backend -- <api base URL> …`: checks the backend and prints the report. Resolves
 * to the exit status: 0 when the app can read every answer, 1 when it cannot, 2 on wrong usage.
 */
export async function runCli(argv: readonly string[], output: CliOutput): Promise<number> {
  const args = parseCliArgs(argv);
  if ('error' in args) {
    output.err(args.error === '' ? `${USAGE}\n` : `${args.error}\n\n${USAGE}\n`);
    return args.error === '' ? 0 : 2;
  }
  let config: unknown;
  try {
    config = JSON.parse(await readFile(args.configPath, 'utf8'));
  } catch (error) {
    output.err(`Cannot read the config ${args.configPath}: ${String(error)}\n`);
    return 2;
  }
  try {
    const report = await checkBackend({ ...args, config });
    output.out(reportText(report, { configPath: args.configPath }));
    return report.unreadable === 0 ? 0 : 1;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    output.err(`${error.message}\n`);
    return 2;
  }
}
