import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pageDevtools } from './cdp';
import { addFeedProbes } from './feed-driver';
import {
  formatSession,
  formatSlowest,
  formatSpread,
  groupInteractions,
  INP_TARGET_MS,
  type Interaction,
  INTERACTION_LIMIT_MS,
  type SessionSummary,
  type SessionsSummary,
  summarizeSession,
  summarizeSessions,
} from './interactions';
import { calibrateLowTierPhone, LOW_TIER_PHONE_INDEX } from './lighthouse-low-tier';
import type { Measurement } from './measurement';
import { watchNetwork } from './network-idle';
import { newPhoneContext } from './phone';
import { asInitScript, installInteractionProbe, type InpReport, type TaskEntry } from './probes';
import { infoRow, limitRow, type Row } from './rows';
import { runTouchSession, type SessionNotes } from './touch-session';
import { type DownloadProgress, downloadProgress, startDownloads } from './download-going';

const SESSIONS = 3;
const QUICK_SESSIONS = 1;

/** web-vitals' IIFE build (global `webVitals`), which its package exports map does not list. */
const webVitalsScript = readFileSync(
  join(
    dirname(createRequire(import.meta.url).resolve('web-vitals/attribution')),
    'web-vitals.attribution.iife.js',
  ),
  'utf8',
);

/** What the report keeps of one session. */
interface SessionRecord {
  readonly summary: SessionSummary;
  readonly inp: InpReport | null;
  readonly notes: SessionNotes;
  /** Every interaction, in the order they happened. */
  readonly interactions: readonly Interaction[];
  /** Long tasks and long animation frames while the list scrolled. */
  readonly scrollLongTasks: readonly TaskEntry[];
  readonly scrollLongFrames: readonly TaskEntry[];
  /** The long animation frames during an interaction over 200 ms: what stood in its way. */
  readonly slowInteractionFrames: readonly (TaskEntry & { readonly interaction: string })[];
  /** With a download going: how far it had come when the session ended. */
  readonly download: DownloadProgress | null;
}

/**
 * Every tap of a scripted touch session on the calibrated low-tier phone (CPU slowed by this
 * machine's benchmarkIndex ÷ 264, as `lighthouse-low-tier` makes it): each interaction's latency
 * from Event Timing, named by what was tapped, and INP as web-vitals reports it.
 */
export const measureInteraction: Measurement = (context) => interactionSessions(context, false);

/**
 * The same sessions with 离线缓存 downloading films behind every tap (`download-going.ts`): a
 * download may not make a tap wait.
 */
export const measureInteractionDownloading: Measurement = (context) =>
  interactionSessions(context, true);

async function interactionSessions(
  context: Parameters<Measurement>[0],
  withDownload: boolean,
): ReturnType<Measurement> {
  const { browser, siteUrl, quick, log } = context;
  const calibration = await calibrateLowTierPhone(context);
  const { slowdown } = calibration;
  log(`interaction: benchmarkIndex ${Math.round(calibration.machineIndex)}, ${slowdown}× CPU`);
  const sessions: SessionRecord[] = [];
  const count = quick ? QUICK_SESSIONS : SESSIONS;
  for (let session = 1; session <= count; session += 1) {
    log(`interaction session ${session}/${count} (${slowdown}× CPU)`);
    const phone = await newPhoneContext(browser);
    try {
      const page = await phone.newPage();
      if (withDownload) await startDownloads(page, siteUrl);
      const devtools = await pageDevtools(page);
      await devtools.throttleCpu(slowdown);
      // Init scripts may run inside a function: publish the IIFE's `var` explicitly.
      await page.addInitScript({ content: `${webVitalsScript}\nwindow.webVitals = webVitals;` });
      await page.addInitScript(asInitScript(installInteractionProbe));
      await addFeedProbes(page);
      const notes = await runTouchSession(page, devtools, watchNetwork(page), siteUrl);
      const download = withDownload ? await downloadProgress(page) : null;
      if (download) {
        log(
          `interaction session ${session}: at its end the download had ${download.filesDone} of ${download.filesTotal} files${download.downloading ? ', still going' : ', stopped'} (${download.states.join(', ') || 'no film kept'})${download.refusals.map((line) => `\n  refused: ${line}`).join('')}`,
        );
      }
      const record = await page.evaluate(() => {
        const probe = window.__benchInteraction;
        probe?.flush();
        return probe && { ...probe, flush: undefined };
      });
      if (!record) throw new Error('The interaction probe did not run.');
      const interactions = groupInteractions(record.events, record.marks);
      const inScroll = (task: TaskEntry) =>
        task.start + task.duration >= notes.scroll.start && task.start <= notes.scroll.end;
      const summary = summarizeSession(interactions, record.inp, notes.actions.length);
      log(`interaction session ${session}: ${formatSession(summary)}`);
      sessions.push({
        summary,
        inp: record.inp,
        notes,
        interactions,
        scrollLongTasks: record.longTasks.filter(inScroll),
        scrollLongFrames: record.longFrames.filter(inScroll),
        slowInteractionFrames: framesDuringSlowInteractions(interactions, record.longFrames),
        download,
      });
    } finally {
      await phone.close();
    }
  }
  const overall = summarizeSessions(sessions.map((session) => session.summary));
  return {
    rows: interactionRows(overall, sessions, slowdown, calibration.machineIndex),
    figures: {
      phone: `low-tier (benchmarkIndex ${LOW_TIER_PHONE_INDEX})`,
      calibration,
      cpuSlowdown: slowdown,
      summary: overall,
      sessions,
    },
  };
}

/** The long animation frames that overlap an interaction slower than INP's target. */
function framesDuringSlowInteractions(
  interactions: readonly Interaction[],
  frames: readonly TaskEntry[],
): (TaskEntry & { readonly interaction: string })[] {
  return interactions
    .filter((interaction) => interaction.duration > INP_TARGET_MS)
    .flatMap((interaction) =>
      frames
        .filter(
          (frame) =>
            frame.start < interaction.start + interaction.duration &&
            frame.start + frame.duration > interaction.start,
        )
        .map((frame) => ({
          ...frame,
          interaction: `${interaction.label} ${interaction.duration} ms`,
        })),
    );
}

function interactionRows(
  overall: SessionsSummary,
  sessions: readonly SessionRecord[],
  slowdown: number,
  machineIndex: number,
): Row[] {
  const n = overall.sessions;
  const phone = `low-tier phone, ${slowdown}× CPU`;
  const of = n > 1 ? `median of ${n} sessions (range)` : '1 session';
  const spreadRow = (spread: SessionsSummary['inp'], unit: 'ms' | 'count') =>
    formatSpread(spread, unit, n);
  const longest = sessions
    .flatMap((session) => session.scrollLongTasks)
    .reduce((worst, task) => Math.max(worst, task.duration), 0);
  return [
    {
      ...limitRow(
        `INP (web-vitals), ${of}, ${phone}`,
        overall.inp.median,
        { atMost: INP_TARGET_MS },
        'ms',
        'no interaction recorded',
      ),
      measured: spreadRow(overall.inp, 'ms'),
    },
    {
      ...limitRow(
        `slowest interaction, ${of}`,
        overall.max.median,
        { atMost: INTERACTION_LIMIT_MS },
        'ms',
        'no interaction recorded',
      ),
      measured: spreadRow(overall.max, 'ms'),
    },
    infoRow(`p98 interaction, ${of}`, spreadRow(overall.p98, 'ms')),
    infoRow(
      `interactions over ${INP_TARGET_MS} ms per session, ${of}`,
      spreadRow(overall.over200, 'count'),
    ),
    {
      ...limitRow(
        `interactions over ${INTERACTION_LIMIT_MS} ms per session, ${of}`,
        overall.over300.median,
        { atMost: 0 },
        'count',
      ),
      measured: spreadRow(overall.over300, 'count'),
    },
    infoRow('the five slowest interactions (each action once)', formatSlowest(overall.slowest, n)),
    ...sessions.map((session, index) =>
      infoRow(`interaction session ${index + 1}`, formatSession(session.summary)),
    ),
    infoRow(
      `longest task while the list scrolls (${phone})`,
      longest === 0 ? 'none ≥ 50 ms' : `${Math.round(longest)} ms`,
    ),
    infoRow(
      "low-tier phone: this machine's benchmarkIndex ÷ 264",
      `${Math.round(machineIndex)} ÷ ${LOW_TIER_PHONE_INDEX} = ${slowdown}× CPU`,
    ),
    infoRow(
      'feed swipes that moved on, per session',
      sessions.map((session) => session.notes.feedSwipes).join(', '),
    ),
    ...(sessions.some((session) => session.download)
      ? [
          infoRow(
            '离线缓存 files kept by the session end (of all), per session',
            sessions
              .map(({ download }) =>
                download
                  ? `${download.filesDone}/${download.filesTotal} (${download.states.join(', ')})`
                  : '—',
              )
              .join(', '),
          ),
        ]
      : []),
  ];
}
