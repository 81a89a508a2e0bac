/** What a browser on the app's origin asks of a cross-origin answer before it lets the app read it. */

/** Headers a page may send without a preflight (the CORS-safelisted request headers). */
const SAFELISTED_HEADERS = ['accept', 'accept-language', 'content-language'];
const SAFELISTED_CONTENT_TYPES = [
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'text/plain',
];
const SIMPLE_METHODS = ['GET', 'HEAD', 'POST'];

/** A request as the app's page sends it. */
export interface CorsRequest {
  readonly method: string;
  readonly headers: Headers;
  /** `include`: cookies go along, and the answer must allow credentials. */
  readonly credentials: RequestCredentials;
}

/** The names of the headers a preflight must allow (lower case, sorted): none for a simple request. */
export function preflightHeaders({ headers }: CorsRequest): string[] {
  const names: string[] = [];
  headers.forEach((value, name) => {
    if (SAFELISTED_HEADERS.includes(name)) return;
    const type = value.split(';')[0]?.trim().toLowerCase() ?? '';
    if (name === 'content-type' && SAFELISTED_CONTENT_TYPES.includes(type)) return;
    names.push(name);
  });
  return names.sort();
}

/** Whether the browser sends an OPTIONS preflight before `request`. */
export function needsPreflight(request: CorsRequest): boolean {
  return !SIMPLE_METHODS.includes(request.method) || preflightHeaders(request).length > 0;
}

/** Why a browser at `origin` would not let the app read an answer with `headers` (none: it would). */
export function corsProblems(
  request: CorsRequest,
  origin: string,
  headers: Headers,
  what = 'the answer',
): string[] {
  const credentialed = request.credentials === 'include';
  const allowed = headers.get('access-control-allow-origin');
  const problems: string[] = [];
  if (allowed === null) {
    problems.push(`${what} has no Access-Control-Allow-Origin for ${origin}`);
  } else if (allowed.trim() === '*' && credentialed) {
    problems.push(
      `${what} allows origin * but the app sends cookies: it must name ${origin} itself`,
    );
  } else if (allowed.trim() !== '*' && allowed.trim() !== origin) {
    problems.push(`${what} allows origin ${allowed}, not ${origin}`);
  }
  if (credentialed && headers.get('access-control-allow-credentials')?.trim() !== 'true') {
    problems.push(
      `${what} does not allow credentials (Access-Control-Allow-Credentials: true), and the app sends cookies`,
    );
  }
  return problems;
}

/** Why the preflight's answer would stop the browser from sending `request` at all. */
export function preflightProblems(
  request: CorsRequest,
  origin: string,
  status: number,
  headers: Headers,
): string[] {
  const what = 'the preflight (OPTIONS)';
  if (status < 200 || status > 299) return [`${what} was answered with HTTP ${status}`];
  const problems = corsProblems(request, origin, headers, what);
  const credentialed = request.credentials === 'include';
  const methods = listOf(headers.get('access-control-allow-methods')).map((m) => m.toUpperCase());
  const anyMethod = !credentialed && methods.includes('*');
  if (!SIMPLE_METHODS.includes(request.method) && !anyMethod && !methods.includes(request.method)) {
    problems.push(`${what} does not allow the method ${request.method}`);
  }
  const allowedHeaders = listOf(headers.get('access-control-allow-headers')).map((h) =>
    h.toLowerCase(),
  );
  const anyHeader = !credentialed && allowedHeaders.includes('*');
  for (const name of preflightHeaders(request)) {
    const covered = allowedHeaders.includes(name) || (anyHeader && name !== 'authorization');
    if (!covered) problems.push(`${what} does not allow the header ${name}`);
  }
  return problems;
}

function listOf(value: string | null): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}
