// What a scripted touch session's Event Timing entries say: the interactions (entries grouped by
// interactionId), each named by the action the session was making, and the session's figures.
import type { ActionMark, EventEntry, InpReport } from './probes';
import { median, percentile } from './stats';

/** The name of interactions that came before the session's first action. */
export const BEFORE_FIRST_ACTION = 'before the first action';
/** The targets the bench prints beside the figures (not asserted). */
export const INP_TARGET_MS = 200;
export const INTERACTION_LIMIT_MS = 300;
const SLOWEST = 5;

/** One interaction (a tap, a key, a swipe): its entries taken together. */
export interface Interaction {
  readonly id: number;
  /** The action the session was making (`tab 排行`, `换一批`). */
  readonly label: string;
  /** The earliest entry's start, ms on the page's clock. */
  readonly start: number;
  /** The longest entry's duration: input to the next paint, as INP counts it. */
  readonly duration: number;
  /** Its entries' event types, in the order they started (`pointerdown`, `pointerup`, `click`). */
  readonly types: readonly string[];
  /** The longest entry's type and target and where its time went. */
  readonly type: string;
  readonly target: string;
  readonly inputDelay: number;
  readonly processing: number;
  readonly presentationDelay: number;
}

/**
 * Groups the entries by interactionId (entries without one are not interactions) and names each
 * interaction by the last action marked at or before its first entry started. Sorted by start.
 */
export function groupInteractions(
  entries: readonly EventEntry[],
  marks: readonly ActionMark[],
): Interaction[] {
  const byId = new Map<number, EventEntry[]>();
  for (const entry of entries) {
    if (entry.interactionId <= 0) continue;
    const group = byId.get(entry.interactionId) ?? [];
    group.push(entry);
    byId.set(entry.interactionId, group);
  }
  const ordered = [...marks].sort((a, b) => a.at - b.at);
  const labelAt = (time: number) =>
    ordered.filter((mark) => mark.at <= time).at(-1)?.label ?? BEFORE_FIRST_ACTION;
  return [...byId]
    .map(([id, group]) => {
      const sorted = [...group].sort((a, b) => a.startTime - b.startTime);
      const start = sorted[0]?.startTime ?? 0;
      // The longest entry; among equals the first, which the input began with.
      const longest = sorted.reduce((worst, entry) =>
        entry.duration > worst.duration ? entry : worst,
      );
      return {
        id,
        label: labelAt(start),
        start,
        duration: longest.duration,
        types: [...new Set(sorted.map((entry) => entry.name))],
        type: longest.name,
        target: longest.target,
        inputDelay: longest.processingStart - longest.startTime,
        processing: longest.processingEnd - longest.processingStart,
        presentationDelay: longest.startTime + longest.duration - longest.processingEnd,
      };
    })
    .sort((a, b) => a.start - b.start);
}

/** An interaction as the report names it among the slowest. */
export interface NamedLatency {
  readonly label: string;
  readonly duration: number;
  readonly type: string;
}

/** The slowest interaction of each action, the `count` slowest of them, slowest first. */
export function slowestActions(
  interactions: readonly Interaction[],
  count = SLOWEST,
): NamedLatency[] {
  const worst = new Map<string, Interaction>();
  for (const interaction of interactions) {
    const known = worst.get(interaction.label);
    if (!known || known.duration < interaction.duration) worst.set(interaction.label, interaction);
  }
  return slowest([...worst.values()], count);
}

/** The `count` slowest interactions, slowest first (the earlier first among equals). */
export function slowest(interactions: readonly Interaction[], count = SLOWEST): NamedLatency[] {
  return [...interactions]
    .sort((a, b) => b.duration - a.duration || a.start - b.start)
    .slice(0, count)
    .map(({ label, duration, type }) => ({ label, duration, type }));
}

/** One session's figures. */
export interface SessionSummary {
  /** Actions the session made (taps, keys, swipes, scrolls), each marked. */
  readonly actions: number;
  /** Interactions Event Timing reported (those of at least 16 ms). */
  readonly interactions: number;
  /** INP as web-vitals reported it; null when it reported none. */
  readonly inp: number | null;
  readonly inpTarget: string;
  readonly p98: number | null;
  readonly max: number | null;
  readonly over200: number;
  readonly over300: number;
  /** The five slowest interactions (an action repeated may be there several times). */
  readonly slowest: readonly NamedLatency[];
  /** The five slowest actions, each by its slowest interaction. */
  readonly slowestActions: readonly NamedLatency[];
}

export function summarizeSession(
  interactions: readonly Interaction[],
  inp: InpReport | null,
  actions: number,
): SessionSummary {
  const durations = interactions.map((interaction) => interaction.duration);
  return {
    actions,
    interactions: interactions.length,
    inp: inp?.value ?? null,
    inpTarget: inp ? `${inp.type} on ${inp.target}` : '',
    p98: percentile(durations, 98),
    max: durations.length === 0 ? null : Math.max(...durations),
    over200: durations.filter((duration) => duration > INP_TARGET_MS).length,
    over300: durations.filter((duration) => duration > INTERACTION_LIMIT_MS).length,
    slowest: slowest(interactions),
    slowestActions: slowestActions(interactions),
  };
}

/** The median of several sessions' figure and its range. */
export interface Spread {
  readonly median: number | null;
  readonly min: number | null;
  readonly max: number | null;
}

export function spreadOf(values: readonly (number | null)[]): Spread {
  const known = values.filter((value): value is number => value !== null);
  return {
    median: median(known),
    min: known.length === 0 ? null : Math.min(...known),
    max: known.length === 0 ? null : Math.max(...known),
  };
}

/** An interaction among the slowest of all sessions, with the session it was in (from 1). */
export interface SlowestOverall extends NamedLatency {
  readonly session: number;
}

export interface SessionsSummary {
  readonly sessions: number;
  readonly inp: Spread;
  readonly p98: Spread;
  readonly max: Spread;
  readonly over200: Spread;
  readonly over300: Spread;
  readonly interactions: Spread;
  /** The slowest interaction of each of the five slowest actions over all sessions. */
  readonly slowest: readonly SlowestOverall[];
}

export function summarizeSessions(sessions: readonly SessionSummary[]): SessionsSummary {
  const worstByLabel = new Map<string, SlowestOverall>();
  sessions.forEach((session, index) => {
    for (const latency of session.slowestActions) {
      const known = worstByLabel.get(latency.label);
      if (!known || known.duration < latency.duration) {
        worstByLabel.set(latency.label, { ...latency, session: index + 1 });
      }
    }
  });
  return {
    sessions: sessions.length,
    inp: spreadOf(sessions.map((session) => session.inp)),
    p98: spreadOf(sessions.map((session) => session.p98)),
    max: spreadOf(sessions.map((session) => session.max)),
    over200: spreadOf(sessions.map((session) => session.over200)),
    over300: spreadOf(sessions.map((session) => session.over300)),
    interactions: spreadOf(sessions.map((session) => session.interactions)),
    slowest: [...worstByLabel.values()].sort((a, b) => b.duration - a.duration).slice(0, SLOWEST),
  };
}

const ms = (value: number | null) => (value === null ? '?' : `${Math.round(value)} ms`);

/** `312 ms (248–736 ms)`: the median and, with more than one session that differ, the range. */
export function formatSpread(spread: Spread, unit: 'ms' | 'count', sessions: number): string {
  const round = (value: number | null) => (value === null ? '?' : String(Math.round(value)));
  const suffix = unit === 'ms' ? ' ms' : '';
  if (spread.median === null) return '?';
  if (sessions < 2 || spread.min === spread.max) return `${round(spread.median)}${suffix}`;
  return `${round(spread.median)}${suffix} (${round(spread.min)}–${round(spread.max)}${suffix})`;
}

/** `tab 排行 412 ms · 换一批 388 ms`: the slowest, each with its session when there are several. */
export function formatSlowest(slowestOnes: readonly SlowestOverall[], sessions: number): string {
  if (slowestOnes.length === 0) return 'none';
  return slowestOnes
    .map(
      ({ label, duration, session }) =>
        `${label} ${ms(duration)}${sessions > 1 ? ` (session ${session})` : ''}`,
    )
    .join(' · ');
}

/** One session's line: `INP 312 ms · p98 300 ms · max 340 ms · 4 > 200 ms · 1 > 300 ms`. */
export function formatSession(session: SessionSummary): string {
  return [
    `INP ${ms(session.inp)}`,
    `p98 ${ms(session.p98)}`,
    `max ${ms(session.max)}`,
    `${session.over200} > ${INP_TARGET_MS} ms`,
    `${session.over300} > ${INTERACTION_LIMIT_MS} ms`,
    `${session.interactions} interactions of ${session.actions} actions`,
    `slowest: ${session.slowest.map(({ label, duration }) => `${label} ${ms(duration)}`).join(', ') || 'none'}`,
  ].join(' · ');
}
