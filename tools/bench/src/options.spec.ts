import { describe, expect, it } from 'vitest';
import { MEASUREMENT_NAMES, parseOptions } from './options';

describe('parseOptions', () => {
  it('runs everything once, from the default build, on port 4510 by default', () => {
    expect(parseOptions([], {})).toEqual({
      only: MEASUREMENT_NAMES,
      build: false,
      quick: false,
      outDir: undefined,
      port: 4510,
    });
  });

  it.each([
    { argv: ['list-dom'], env: {}, only: ['list-dom'] },
    { argv: ['feed', 'lighthouse'], env: {}, only: ['lighthouse', 'feed'] },
    { argv: [], env: { BENCH_ONLY: 'playback, feed' }, only: ['playback', 'feed'] },
    { argv: ['feed'], env: { BENCH_ONLY: 'playback' }, only: ['feed'] },
    { argv: ['--quick'], env: { BENCH_ONLY: ' , ' }, only: MEASUREMENT_NAMES },
  ])('$argv with $env runs $only, in the fixed order', ({ argv, env, only }) => {
    expect(parseOptions(argv, env).only).toEqual(only);
  });

  it('reads the flags and the environment', () => {
    expect(
      parseOptions(['--build', '--quick'], { WEB_OUT_DIR: '/tmp/dist', BENCH_PORT: '4600' }),
    ).toMatchObject({ build: true, quick: true, outDir: '/tmp/dist', port: 4600 });
  });

  it.each([
    { argv: ['speed'], env: {}, message: /Unknown measurement speed; known: lighthouse,/ },
    { argv: [], env: { BENCH_ONLY: 'lighthouse,nope' }, message: /Unknown measurement nope/ },
    { argv: ['--fast'], env: {}, message: /Unknown option --fast/ },
    { argv: [], env: { BENCH_PORT: 'http' }, message: /BENCH_PORT must be a port/ },
    { argv: [], env: { BENCH_PORT: '70000' }, message: /BENCH_PORT must be a port/ },
  ])('rejects $argv with $env', ({ argv, env, message }) => {
    expect(() => parseOptions(argv, env)).toThrow(message);
  });
});
