/** One request of a page, ms from navigation start (the Resource Timing entry, trimmed). */
export interface TimedRequest {
  /** Path and query on the page's origin, the full address elsewhere. */
  readonly path: string;
  readonly start: number;
  readonly responseStart: number;
  readonly end: number;
  /** Bytes on the wire (0 from a cache). */
  readonly bytes: number;
}

/** The page's largest paint: when, and the image it showed (a `blob:` for a decrypted cover). */
export interface LargestPaint {
  readonly at: number;
  readonly url: string;
}

/** What a first visit's waterfall says about the way to its largest paint. */
export interface WaterfallSummary {
  /** Requests that ended before the largest paint. */
  readonly requestsBefore: number;
  /** Their bytes. */
  readonly bytesBefore: number;
  /** The longest a request before the largest paint waited for its first byte, and which. */
  readonly longestWait: { readonly path: string; readonly ms: number } | null;
  /** The first API call sent and the last API reply in before the largest paint. */
  readonly api: { readonly firstSent: number; readonly lastAnswered: number } | null;
  /** The encrypted image fetched last before the largest paint (the lead image), when there is one. */
  readonly leadImage: TimedRequest | null;
}

const isApi = (request: TimedRequest) => /(^|\/)api\//.test(request.path);
const isEncryptedImage = (request: TimedRequest) => request.path.endsWith('.enc');

/** Summarises the requests of a first visit up to its largest paint (`lcp`). */
export function summariseWaterfall(
  requests: readonly TimedRequest[],
  lcp: LargestPaint | null,
): WaterfallSummary {
  const before = lcp === null ? [...requests] : requests.filter((request) => request.end <= lcp.at);
  let longestWait: WaterfallSummary['longestWait'] = null;
  for (const request of before) {
    const ms = request.responseStart - request.start;
    if (longestWait === null || ms > longestWait.ms) longestWait = { path: request.path, ms };
  }
  const api = before.filter(isApi);
  const images = before.filter(isEncryptedImage);
  return {
    requestsBefore: before.length,
    bytesBefore: before.reduce((total, request) => total + request.bytes, 0),
    longestWait,
    api:
      api.length === 0
        ? null
        : {
            firstSent: Math.min(...api.map((request) => request.start)),
            lastAnswered: Math.max(...api.map((request) => request.end)),
          },
    leadImage: images.reduce<TimedRequest | null>(
      (last, request) => (last === null || request.end > last.end ? request : last),
      null,
    ),
  };
}
