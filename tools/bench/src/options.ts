/** The measurements `npm run bench` knows, in the order it runs them. */
export const MEASUREMENT_NAMES = [
  'lighthouse',
  'lighthouse-low-tier',
  'lighthouse-low-tier-applied',
  'interaction',
  'interaction-downloading',
  'playback',
  'feed',
  'list-dom',
  'back-navigation',
  'first-visit',
  'repeat-visit',
  'waterfall',
] as const;

export type MeasurementName = (typeof MEASUREMENT_NAMES)[number];

export interface BenchOptions {
  /** What to run, in {@link MEASUREMENT_NAMES} order. */
  readonly only: readonly MeasurementName[];
  /** Build the app before serving it (else the build in `outDir` is served). */
  readonly build: boolean;
  /** Fewer runs per figure: for iterating, not for the record. */
  readonly quick: boolean;
  /** The build to serve (`WEB_OUT_DIR`); the start script's default when undefined. */
  readonly outDir: string | undefined;
  /** First of the four loopback ports the bench uses (`BENCH_PORT`, default 4510). */
  readonly port: number;
}

const FLAGS = ['--build', '--quick'];
const isName = (name: string): name is MeasurementName =>
  (MEASUREMENT_NAMES as readonly string[]).includes(name);

/**
 * Reads `npm run bench -- [--build] [--quick] [name …]`; without names, `BENCH_ONLY`
 * (comma-separated) picks the measurements, and without either all run. Throws on an unknown
 * flag or name, listing the known ones.
 */
export function parseOptions(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): BenchOptions {
  const unknownFlag = argv.find((arg) => arg.startsWith('-') && !FLAGS.includes(arg));
  if (unknownFlag) throw new Error(`Unknown option ${unknownFlag}; known: ${FLAGS.join(', ')}.`);
  const fromArgs = argv.filter((arg) => !arg.startsWith('-'));
  const requested = fromArgs.length > 0 ? fromArgs : splitList(env['BENCH_ONLY']);
  const unknown = requested.filter((name) => !isName(name));
  if (unknown.length > 0) {
    throw new Error(
      `Unknown measurement ${unknown.join(', ')}; known: ${MEASUREMENT_NAMES.join(', ')}.`,
    );
  }
  const port = Number(env['BENCH_PORT'] ?? 4510);
  if (!Number.isInteger(port) || port < 1 || port > 65_532) {
    throw new Error(`BENCH_PORT must be a port number, not "${env['BENCH_PORT']}".`);
  }
  return {
    only: MEASUREMENT_NAMES.filter((name) => requested.length === 0 || requested.includes(name)),
    build: argv.includes('--build'),
    quick: argv.includes('--quick'),
    outDir: env['WEB_OUT_DIR'] || undefined,
    port,
  };
}

function splitList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}
