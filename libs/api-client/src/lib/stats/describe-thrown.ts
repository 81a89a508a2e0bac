import type { ClientError } from './error-reporter';

/** The name, message and stack of whatever was thrown or rejected (an Error or anything else). */
export function describeThrown(value: unknown): Pick<ClientError, 'name' | 'message' | 'stack'> {
  if (value instanceof Error) {
    return { name: value.name || 'Error', message: value.message, stack: value.stack };
  }
  let message: string;
  try {
    message = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  } catch {
    // A cycle, or a value whose own toJSON or toString throws.
    message = Object.prototype.toString.call(value);
  }
  return { name: typeof value, message };
}
