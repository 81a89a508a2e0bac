import * as v from 'valibot';
import { jsonObject, numeric } from './fields';

/** Every JSON reply: `{ code, msg, rescont }`. HTTP status decides, except a `code` of 401 (see the base query). */
export interface Envelope {
  readonly code: number;
  readonly msg: string;
  readonly rescont: unknown;
}

/** The envelope; a body without a numeric `code` is not one. */
export const envelopeSchema = v.pipe(
  jsonObject({ code: numeric, msg: v.fallback(v.string(), ''), rescont: v.optional(v.unknown()) }),
  v.transform((json): Envelope => ({ code: json.code, msg: json.msg, rescont: json.rescont })),
);
