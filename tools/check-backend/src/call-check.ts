import {
  type AppConfig,
  type ApiName,
  decodeEnvelope,
  type DecodedRequest,
  MAX_REPLY_BYTES,
  sendRequest,
} from '@video/api-client';
import {
  envelopeNotes,
  type ReadingNote,
  type ReplyShape,
  readingNotes,
} from '@video/api-client/reading-report';
import { printable } from './printable';
import type { Exchange, Recorder } from './recorder';

/** What the app would do with one call's answer. */
export type Verdict = 'fine' | 'lenient' | 'unreadable' | 'skipped';

export interface CallCheck {
  /** Method, path and query, e.g. `GET /api/videosort/3?orderby=new&page=1`. */
  readonly label: string;
  readonly api: ApiName;
  readonly verdict: Verdict;
  readonly status?: number;
  /** The envelope's `code` as it came (`200`, `"200"`). */
  readonly code?: string;
  /** Why it is unreadable, or why it was skipped. */
  readonly problems: readonly string[];
  /** The lenient rules its reading needed. */
  readonly notes: readonly ReadingNote[];
  /** What the app read, in a few words. */
  readonly summary?: string;
  readonly exchanges: readonly Exchange[];
}

/** Who the calls are sent as, and how. */
export interface CallContext {
  readonly config: AppConfig;
  readonly recorder: Recorder;
  readonly token: string | null;
  /** The check's own identification code (the share service's `uuid`). */
  readonly visitorCode: string;
}

/** A call that was not made, because an earlier answer gave nothing to make it with. */
export function skippedCall(request: DecodedRequest<unknown>, why: string): CallCheck {
  return {
    label: labelOf(request),
    api: request.api,
    verdict: 'skipped',
    problems: [why],
    notes: [],
    exchanges: [],
  };
}

/**
 * Sends `request` as the app does (`sendRequest`, the app's headers and credentials) and reads
 * the answer with its own decoder; then says why an unreadable answer is, and which lenient rules
 * (of the reply `shape`) a readable one needed.
 */
export async function checkCall<T>(
  request: DecodedRequest<T>,
  shape: ReplyShape,
  context: CallContext,
): Promise<{ readonly check: CallCheck; readonly data?: T }> {
  const result = await sendRequest(request, {
    config: context.config,
    token: context.token,
    visitorCode: context.visitorCode,
    fetch: context.recorder.fetch,
    isOffline: () => false,
  });
  const exchanges = context.recorder.take();
  const exchange = exchanges.at(-1);
  const body = exchange?.bytes === undefined ? undefined : parseJson(exchange.bytes);
  const envelope = decodeEnvelope(body);
  const cors = exchanges.flatMap((one) => one.corsProblems);
  const base = {
    label: labelOf(request),
    api: request.api,
    status: exchange?.status,
    code: isRecord(body) && 'code' in body ? JSON.stringify(body['code']) : undefined,
    exchanges,
  };
  if ('error' in result) {
    const problems = [...whyUnreadable(exchange, body, request), ...cors.map(inBrowser)];
    return { check: { ...base, verdict: 'unreadable', problems, notes: [] } };
  }
  const rescont = envelope.ok ? envelope.value.rescont : undefined;
  const notes = [...envelopeNotes(body), ...readingNotes(shape, rescont)];
  const check: CallCheck = {
    ...base,
    verdict: cors.length > 0 ? 'unreadable' : notes.length > 0 ? 'lenient' : 'fine',
    problems: cors.map(inBrowser),
    notes,
    summary: summarise(result.data),
  };
  return { check, data: result.data };
}

const inBrowser = (problem: string) => `CORS: ${problem}`;

/** Why the app's reading failed, in the order the app's `readReply` decides. */
function whyUnreadable(
  exchange: Exchange | undefined,
  body: unknown,
  request: DecodedRequest<unknown>,
): string[] {
  if (exchange === undefined) return ['no request was sent'];
  if (exchange.failure !== undefined) return [`no answer: ${printable(exchange.failure)}`];
  const status = exchange.status ?? 0;
  const bytes = exchange.bytes ?? new Uint8Array();
  if (bytes.length > MAX_REPLY_BYTES) return ['the answer is longer than 8 MiB'];
  const envelope = decodeEnvelope(body);
  const reply = envelope.ok ? envelope.value : null;
  const msg = reply?.msg ? ` (msg "${printable(reply.msg, 60)}")` : '';
  if (status === 401 || reply?.code === 401) {
    return [`${status === 401 ? 'HTTP' : 'code'} 401: the app signs the visitor out${msg}`];
  }
  if (status < 200 || status > 299) return [`HTTP ${status}${msg}`];
  if (body === undefined) {
    const type = exchange.headers?.get('content-type') ?? 'no Content-Type';
    const start = new TextDecoder().decode(bytes.subarray(0, 200));
    return [`not JSON (${printable(type, 40)}): "${printable(start, 60)}"`];
  }
  if (reply === null) {
    const why = envelope.ok ? '' : `: ${issues(envelope.issues)}`;
    return [`not the envelope { code, msg, rescont }${why}`];
  }
  if (reply.code === 404) return [`code 404: the app shows it as missing${msg}`];
  if (reply.code < 200 || reply.code > 299) return [`code ${reply.code}${msg}`];
  const content = request.decode(reply.rescont);
  return content.ok ? ['the app could not read it'] : [`rescont ${issues(content.issues)}`];
}

function issues(list: readonly string[]): string {
  const shown = list.slice(0, 3).map((issue) => printable(issue, 100));
  return shown.join('; ') + (list.length > 3 ? ` (and ${list.length - 3} more)` : '');
}

function parseJson(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `GET /path?query`: the call's own query, without the `site` and `uuid` every share call carries. */
export function labelOf(request: DecodedRequest<unknown>): string {
  // Written out, not percent-encoded: a keyword reads as the visitor typed it.
  const query = Object.entries(request.params ?? {})
    .map(([name, value]) => `${name}=${String(value)}`)
    .join('&');
  return `${request.method ?? 'GET'} ${request.url}${query === '' ? '' : `?${query}`}`;
}

/** What the app read: how many items, a count, a link. */
function summarise(data: unknown): string {
  if (Array.isArray(data)) return `${data.length} items`;
  if (typeof data === 'number') return String(data);
  if (typeof data === 'string') return printable(data, 60);
  if (isRecord(data) && Array.isArray(data['items'])) {
    const more = data['nextPageUrl'] === null ? 'last page' : 'more pages';
    return `${data['items'].length} items, ${more}`;
  }
  if (isRecord(data) && 'id' in data) return `id ${String(data['id'])}`;
  return '';
}
