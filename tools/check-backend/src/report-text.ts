import { LENIENT_RULES, type ReadingNote } from '@video/api-client/reading-report';
import type { CallCheck, Verdict } from './call-check';
import type { CheckReport, CorsNeed } from './check-backend';
import { printable } from './printable';

/** Where the report's inputs came from, for its heading. */
export interface ReportSource {
  readonly configPath: string;
}

const VERDICTS: Readonly<Record<Verdict, string>> = {
  fine: 'fine',
  lenient: 'read leniently',
  unreadable: 'unreadable',
  skipped: 'skipped',
};

/** The report as plain lines for a terminal: call by call, then covers, playlists and CORS. */
export function reportText(report: CheckReport, source: ReportSource): string {
  const { config } = report;
  const key = config.imageCipher.key;
  const lines = [
    'npm run check-backend: what the app would do with each answer',
    `  own API        ${printable(config.apiBaseUrl)}`,
    `  share service  ${printable(config.shareApiBaseUrl)}`,
    `  app origin     ${
      report.origin === undefined
        ? 'not given: taken to be each server’s own (give --origin to check CORS)'
        : printable(report.origin)
    }`,
    `  config         ${printable(source.configPath)} (site ${printable(config.site)}, image key ${key.slice(0, 4)}…${key.slice(-4)})`,
    ...(config.authRequired && !report.withToken
      ? ['  token          none: authRequired, and no --token given, so no call carries one']
      : []),
    `  visitor code   ${report.visitorCode} (the check’s own; its favourite is added, then removed)`,
    '',
    'Calls',
    ...report.calls.flatMap(callLines),
    '',
    `Body codes seen: ${bodyCodes(report.calls)}`,
    `Lenient rules applied: ${rulesApplied(report.calls)}`,
    `Share service: ${shareCounts(report)}`,
    '',
    ...corsLines(report),
    'Covers (decrypted with the configured imageCipher key)',
    ...(report.covers.length === 0 ? ['  none found in the answers'] : []),
    ...report.covers.flatMap((cover) => [
      `  ${(cover.ok ? 'fine' : 'unreadable').padEnd(15)}${cover.what}: ${printable(cover.url)}`,
      `                   ${cover.detail}`,
      ...cover.cors.map((problem) => `                   CORS: ${problem}`),
    ]),
    '',
    'Playlists (master, first variant, first segment)',
    ...(report.playlists.length === 0 ? ['  no stream found in the answers'] : []),
    ...report.playlists.flatMap((playlist) => [
      `  ${(playlist.ok ? 'fine' : 'unreadable').padEnd(15)}${playlist.what}: ${printable(playlist.url)}`,
      ...playlist.steps.map((step) => `                   ${step}`),
      ...playlist.cors.map((problem) => `                   CORS: ${problem}`),
    ]),
    '',
    summary(report),
  ];
  return `${lines.join('\n')}\n`;
}

function callLines(call: CallCheck): string[] {
  const status = call.status === undefined ? '' : `HTTP ${call.status}`;
  const code = call.code === undefined ? '' : `code ${printable(call.code, 12)}`;
  const head = [
    `  ${VERDICTS[call.verdict].padEnd(15)}${printable(call.label, 60).padEnd(48)}`,
    status.padEnd(9),
    code.padEnd(12),
    call.summary ?? '',
  ]
    .join(' ')
    .trimEnd();
  return [
    head,
    ...call.problems.map((problem) => `                   ${problem}`),
    ...noteLines(call.notes),
  ];
}

/** Each rule once, with how often and where (list positions folded: `rescont.data[].id`). */
function noteLines(notes: readonly ReadingNote[]): string[] {
  const byRule = new Map<string, { count: number; places: Set<string>; details: Set<string> }>();
  for (const note of notes) {
    const entry = byRule.get(note.rule) ?? { count: 0, places: new Set(), details: new Set() };
    entry.count += 1;
    entry.places.add(note.at.replace(/\[\d+\]/g, '[]'));
    if (note.detail) entry.details.add(note.detail);
    byRule.set(note.rule, entry);
  }
  return [...byRule].map(([rule, { count, places, details }]) => {
    const where = [...places].slice(0, 3).join(', ') + (places.size > 3 ? ', …' : '');
    const why = details.size > 0 ? `; ${printable([...details][0] ?? '', 80)}` : '';
    return `                   - ${LENIENT_RULES[rule as keyof typeof LENIENT_RULES]} ×${count}: ${printable(where, 100)}${why}`;
  });
}

function bodyCodes(calls: readonly CallCheck[]): string {
  const counts = new Map<string, number>();
  for (const { code } of calls)
    if (code !== undefined) counts.set(code, (counts.get(code) ?? 0) + 1);
  if (counts.size === 0) return 'none';
  return [...counts].map(([code, count]) => `${printable(code, 12)} ×${count}`).join(', ');
}

function rulesApplied(calls: readonly CallCheck[]): string {
  const counts = new Map<string, number>();
  for (const call of calls) {
    for (const rule of new Set(call.notes.map(({ rule }) => rule))) {
      counts.set(rule, (counts.get(rule) ?? 0) + 1);
    }
  }
  if (counts.size === 0) return 'none (every answer in the contract’s own reading)';
  return [...counts]
    .map(
      ([rule, count]) =>
        `${LENIENT_RULES[rule as keyof typeof LENIENT_RULES]} (${count} ${count === 1 ? 'call' : 'calls'})`,
    )
    .join('; ');
}

function shareCounts(report: CheckReport): string {
  const [before, after] = report.shareCounts;
  const count =
    before === undefined
      ? 'share/check gave no ip_count'
      : `share/check ip_count ${before}${after === undefined ? '' : `, ${after} after the visit`}`;
  const total =
    report.favouriteTotal === undefined
      ? 'favorites/total gave no total'
      : `favorites/total ${report.favouriteTotal}`;
  return `${count}; ${total}`;
}

function corsLines(report: CheckReport): string[] {
  if (report.origin === undefined) return [];
  const origin = printable(report.origin);
  const needs = report.cors.map((need) => `  ${need.server}: ${corsNeed(need, origin)}`);
  return [
    `CORS for an app on ${origin}`,
    ...(needs.length === 0
      ? ['  every server is on the app’s origin: no CORS headers needed']
      : needs),
    '',
  ];
}

function corsNeed(need: CorsNeed, origin: string): string {
  const allow = need.credentials
    ? `Access-Control-Allow-Origin: ${origin} and Access-Control-Allow-Credentials: true (the app sends cookies)`
    : `Access-Control-Allow-Origin: ${origin} or * (no cookies sent)`;
  const methods = need.preflightMethods.filter((method) => method !== 'POST');
  const allowed = [
    ...(methods.length > 0 ? [`Access-Control-Allow-Methods: ${methods.join(', ')}`] : []),
    ...(need.preflightHeaders.length > 0
      ? [`Access-Control-Allow-Headers: ${need.preflightHeaders.join(', ')}`]
      : []),
  ];
  const preflight =
    need.preflightMethods.length === 0
      ? ''
      : `; before ${need.preflightMethods.join(' and ')}, an OPTIONS preflight answered with 2xx${allowed.length > 0 ? `, ${allowed.join(' and ')}` : ''}`;
  const carried =
    need.refused === 0
      ? `all ${need.answers} answers carry them`
      : `${need.refused} of ${need.answers} answers do not`;
  return `needs ${allow}${preflight} — ${carried}`;
}

function summary(report: CheckReport): string {
  const count = (verdict: Verdict) =>
    report.calls.filter((call) => call.verdict === verdict).length;
  const covers = report.covers.filter(({ ok }) => ok).length;
  const playlists = report.playlists.filter(({ ok }) => ok).length;
  return [
    `Result: ${report.calls.length} calls: ${count('fine')} fine, ${count('lenient')} read leniently, ${count('unreadable')} unreadable, ${count('skipped')} skipped;`,
    `  covers: ${covers} of ${report.covers.length} readable and decrypted; playlists: ${playlists} of ${report.playlists.length} resolve to a segment.`,
    report.unreadable === 0
      ? 'The app can read this backend.'
      : `The app cannot use ${report.unreadable} of these answers: exit status 1.`,
  ].join('\n');
}
