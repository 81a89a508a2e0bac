// `npm run vitals` and `npm run errors`: what real visits reported to the demo's stats service
// (OpenTelemetry log records, OTLP/HTTP JSON), read from the running app (`npm start` or
// `npm run preview`) on this machine.
//   npm run vitals              p75 of LCP, INP, CLS, FCP and TTFB per site, release and route
//   npm run errors              failures by count
//   npm run vitals -- <url>     another app address (default: the first of :4200 and :4300 that answers)

/** One row of `GET /stats/vitals/summary`. */
export interface VitalRow {
  readonly site: string;
  readonly release: string;
  readonly route: string;
  readonly name: string;
  readonly count: number;
  readonly p75: number;
  readonly rating: string;
  readonly target?: string;
}

/** One row of `GET /stats/errors/summary`. */
export interface ErrorRow {
  readonly count: number;
  readonly kind: string;
  readonly name: string;
  readonly status?: number;
  readonly route: string;
  readonly release: string;
  readonly message: string;
}

const DEFAULT_URLS = ['http://127.0.0.1:4200', 'http://127.0.0.1:4300'];

/**
 * Terminal controls (C0, DEL, C1: escape sequences, line breaks) and invisible format characters
 * (bidi overrides, zero-width ones, line and paragraph separators).
 */
const CONTROL_OR_FORMAT = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;

/**
 * `text` with every control and format character written as `\u{…}`: reports come from anyone,
 * and printed as they came they could forge rows, retitle or clear the terminal, or write to
 * its clipboard.
 */
export function printable(text: string): string {
  return text.replace(
    CONTROL_OR_FORMAT,
    (char) => `\\u{${(char.codePointAt(0) ?? 0).toString(16)}}`,
  );
}

/**
 * `rows` as a plain text table under `header`, each column as wide as its widest cell, every
 * cell {@link printable}.
 */
export function textTable(
  header: readonly string[],
  cells: readonly (readonly string[])[],
): string {
  const rows = cells.map((row) => row.map(printable));
  const widths = header.map((title, column) =>
    Math.max(width(title), ...rows.map((row) => width(row[column] ?? ''))),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => cell + ' '.repeat((widths[column] ?? 0) - width(cell)))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/** Columns a terminal gives `text`: CJK characters take two. */
function width(text: string): number {
  let columns = 0;
  for (const char of text)
    columns +=
      /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u.test(
        char,
      )
        ? 2
        : 1;
  return columns;
}

function formatValue(name: string, value: number): string {
  return name === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`;
}

export function vitalsTable(rows: readonly VitalRow[]): string {
  if (rows.length === 0)
    return 'No vitals reported yet: open the app and leave a page (vitals are sent when a page is hidden).';
  return textTable(
    ['site', 'release', 'route', 'metric', 'p75', 'rating', 'n', 'element (most named)'],
    rows.map((row) => [
      row.site,
      row.release,
      row.route,
      row.name,
      formatValue(row.name, row.p75),
      row.rating,
      String(row.count),
      row.target ?? '',
    ]),
  );
}

export function errorsTable(rows: readonly ErrorRow[]): string {
  if (rows.length === 0) return 'No errors reported.';
  return textTable(
    ['count', 'kind', 'name', 'status', 'route', 'release', 'message'],
    rows.map((row) => [
      String(row.count),
      row.kind,
      row.name,
      row.status === undefined ? '' : String(row.status),
      row.route,
      row.release,
      row.message.length > 80 ? `${row.message.slice(0, 79)}…` : row.message,
    ]),
  );
}

/**
 * The rows of `GET /stats/{what}/summary` at `base`: what the demo kept of the OTLP log records
 * real visits sent to its `/stats/otlp/v1/logs`.
 */
export async function readSummary<T>(base: string, what: 'vitals' | 'errors'): Promise<T[]> {
  const response = await fetch(new URL(`/stats/${what}/summary`, base));
  const body = (await response.json()) as { rescont?: unknown; msg?: string };
  if (!response.ok || !Array.isArray(body.rescont)) {
    throw new Error(
      `${base} answered ${response.status}${body.msg ? ` (${printable(body.msg)})` : ''}`,
    );
  }
  return body.rescont as T[];
}

async function main(what: 'vitals' | 'errors', given: string | undefined): Promise<void> {
  const candidates = given ? [given] : DEFAULT_URLS;
  for (const base of candidates) {
    let rows: unknown[];
    try {
      rows = await readSummary(base, what);
    } catch (error) {
      if (given) throw error;
      continue;
    }
    console.log(`${what === 'vitals' ? 'Field vitals' : 'Client errors'} reported to ${base}\n`);
    console.log(
      what === 'vitals' ? vitalsTable(rows as VitalRow[]) : errorsTable(rows as ErrorRow[]),
    );
    return;
  }
  throw new Error(
    `No app answers at ${candidates.join(' or ')}: start it with npm start (or pass its address).`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const what = process.argv[2] === 'errors' ? 'errors' : 'vitals';
  main(what, process.argv[3]).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
