import * as v from 'valibot';

/** The outcome of decoding untrusted JSON: never thrown, always returned. */
export type Decoded<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly issues: readonly string[] };

/** Turns untrusted JSON into a domain value. */
export type Decoder<T> = (json: unknown) => Decoded<T>;

/** A {@link Decoder} from a valibot schema; issues read `path: message`. */
export function decoderFor<T>(schema: v.GenericSchema<unknown, T>): Decoder<T> {
  return (json) => {
    const result = v.safeParse(schema, json);
    return result.success
      ? { ok: true, value: result.output }
      : { ok: false, issues: result.issues.map(describeIssue) };
  };
}

/** One valibot issue as a line of text, prefixed by where it happened. */
export function describeIssue(issue: v.BaseIssue<unknown>): string {
  const path = v.getDotPath(issue);
  return path === null ? issue.message : `${path}: ${issue.message}`;
}
