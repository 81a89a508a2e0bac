// @vitest-environment node
import fc from 'fast-check';
import { configWire, garbage, nearValid } from '../testing-support/arbitraries';
import { failureProblems, shapeProblems, wellFormed } from '../testing-support/well-formed';
import { type ConfigResult, parseConfig } from './app-config';

const RUNS = { numRuns: 1000 };
const PAGE = 'https://video.test/app/';

/** Never throws, and yields either a config of the strict shape or a list of problems. */
function parseSoundly(json: unknown): ConfigResult {
  const result = parseConfig(json, PAGE);
  // Plain checks: they run thousands of times, and `expect` would dominate the run time.
  const problems = result.ok
    ? shapeProblems(wellFormed.config, result.config)
    : failureProblems(result.problems);
  if (problems.length > 0) throw new Error(`unsound parsing: ${problems.join('; ')}`);
  return result;
}

describe('parseConfig under fuzzing', () => {
  it('accepts every valid config, its URLs made absolute http(s) ones', () => {
    fc.assert(
      fc.property(configWire, (json) => {
        expect(parseSoundly(json).ok).toBe(true);
      }),
      RUNS,
    );
  });

  it('never throws on a near-valid config', () => {
    fc.assert(
      fc.property(nearValid(configWire), (json) => void parseSoundly(json)),
      RUNS,
    );
  });

  it('never throws on garbage', () => {
    fc.assert(
      fc.property(garbage, (json) => void parseSoundly(json)),
      RUNS,
    );
  });
});
