import type { MiddlewareHandler } from 'hono';

/**
 * The reference server's variants mode: every reply in the other reading of the contract that a
 * backend built by someone else might send, meaning the same thing. Numbers come as digit
 * strings, dates as Unix seconds, "nothing" as `null` (an empty list) or a page without `data`, a
 * 401 as HTTP 200 with `code: 401` in the body. `/favorites/user` answers with every visitor at
 * once, as a plain list (see its route). The client must read both the same.
 */

const DATE_FIELDS = new Set(['created_at', 'updated_at']);
const API_DATE = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
/** The API's dates are wall-clock times at UTC+8. */
const API_ZONE_MS = 8 * 3600_000;

/** `YYYY-MM-DD HH:mm:ss` at UTC+8 as Unix seconds; anything else as it is. */
function unixSeconds(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const match = API_DATE.exec(value);
  if (!match) return value;
  const [, y, mo, d, h, mi, s] = match.map(Number);
  return (Date.UTC(y ?? 0, (mo ?? 1) - 1, d, h, mi, s) - API_ZONE_MS) / 1000;
}

function isPage(value: Record<string, unknown>): boolean {
  return Array.isArray(value['data']) && 'next_page_url' in value;
}

/** `rescont` (or any part of it) in its variant reading. */
export function variantOf(value: unknown, key = ''): unknown {
  if (DATE_FIELDS.has(key)) return unixSeconds(value);
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.length === 0 ? null : value.map((item) => variantOf(item));
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  const entries = Object.entries(record).map(([field, item]) => [field, variantOf(item, field)]);
  // An empty page: the paging fields without `data`.
  if (isPage(record) && (record['data'] as unknown[]).length === 0) {
    return Object.fromEntries(entries.filter(([field]) => field !== 'data'));
  }
  return Object.fromEntries(entries);
}

/** Rewrites every JSON envelope the routes answer into its variant reading. */
export function variantsMiddleware(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!c.res.headers.get('Content-Type')?.includes('application/json')) return;
    const body = (await c.res.clone().json()) as Record<string, unknown> | null;
    if (body === null || typeof body !== 'object' || !('code' in body)) return;
    const status = c.res.status === 401 ? 200 : c.res.status;
    const headers = new Headers(c.res.headers);
    headers.delete('Content-Length');
    c.res = new Response(
      JSON.stringify({ ...body, code: String(body['code']), rescont: variantOf(body['rescont']) }),
      { status, headers },
    );
  };
}
