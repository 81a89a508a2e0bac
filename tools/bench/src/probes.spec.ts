import { describe, expect, it } from 'vitest';
import { asInitScript } from './probes';

describe('asInitScript', () => {
  it('calls the function, giving it the __name helper that keepNames compilers add', () => {
    const calls: string[] = [];
    (globalThis as { calls?: string[] }).calls = calls;
    const { content } = asInitScript(
      new Function(
        "const inner = __name(() => 'ran', 'inner'); globalThis.calls.push(inner());",
      ) as () => void,
    );
    new Function(content)();
    expect(calls).toEqual(['ran']);
  });
});
