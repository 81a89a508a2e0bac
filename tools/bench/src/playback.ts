import { routes } from '@video/routes';
import type { Browser } from '@playwright/test';
import { REFERENCE_PATH } from './bench-servers';
import { findStream, findVideoId } from './demo-catalogue';
import type { Measurement } from './measurement';
import { newPhoneContext } from './phone';
import { asInitScript, type FrameRecord, installFirstFrameProbe } from './probes';
import { infoRow, limitRow } from './rows';
import { median, ratio } from './stats';

const RUNS = 10;
const QUICK_RUNS = 3;
const TIMEOUT_MS = 20_000;
/** Spec: with ads off the player waits 1 s before loading the stream (where the pre-roll would be). */
export const ADS_OFF_DELAY_MS = 1000;

/** Time from navigation to the first frame drawn, in ms, or null when none came. */
async function timeToFirstFrame(browser: Browser, url: string): Promise<number | null> {
  const context = await newPhoneContext(browser);
  try {
    const page = await context.newPage();
    await page.addInitScript(asInitScript(installFirstFrameProbe));
    await page.goto(url, { waitUntil: 'commit' });
    const drawn = await page
      .waitForFunction(() => window.__benchFirstFrame?.firstFrameAt != null, null, {
        timeout: TIMEOUT_MS,
      })
      .then(
        () => true,
        () => false,
      );
    if (!drawn) return null;
    const record: FrameRecord | undefined = await page.evaluate(() => window.__benchFirstFrame);
    // performance.now() counts from the navigation's start in the new document.
    return record?.firstFrameAt ?? null;
  } finally {
    await context.close();
  }
}

/**
 * Time to first frame of the normal player with ads off against a bare hls.js page playing
 * the same stream from the same origin, alternating, each a first visit (fresh context).
 * The ratio uses the player's figure minus the product's 1 s wait before the film: that wait is
 * behaviour any implementation has, the budget is about what the player adds to hls.js.
 */
export const measurePlayback: Measurement = async ({ browser, adsOffUrl, quick, log }) => {
  const id = await findVideoId(adsOffUrl);
  const stream = await findStream(adsOffUrl, id);
  const playerUrl = `${adsOffUrl}${routes.playVideo.href({ id })}`;
  const referenceUrl = `${adsOffUrl}${REFERENCE_PATH}?src=${encodeURIComponent(stream)}`;
  const runs = quick ? QUICK_RUNS : RUNS;
  const player: (number | null)[] = [];
  const reference: (number | null)[] = [];
  for (let run = 1; run <= runs; run += 1) {
    log(`playback run ${run}/${runs}`);
    // A player that never drew a frame will not start drawing: stop waiting for it.
    const playerWorks = run === 1 || player.some((value) => value !== null);
    player.push(playerWorks ? await timeToFirstFrame(browser, playerUrl) : null);
    reference.push(await timeToFirstFrame(browser, referenceUrl));
  }
  const measured = (values: (number | null)[]) => values.filter((value) => value !== null);
  const playerRaw = median(measured(player));
  const playerAdjusted = playerRaw === null ? null : playerRaw - ADS_OFF_DELAY_MS;
  const referenceMedian = median(measured(reference));
  const missing = (values: (number | null)[]) => values.filter((value) => value === null).length;
  const noFrame = 'no first frame (is the player built?)';
  return {
    rows: [
      limitRow(
        'TTFF ratio: player (minus the 1 s ads-off wait) ÷ hls.js page',
        ratio(playerAdjusted, referenceMedian),
        { atMost: 1.2 },
        'ratio',
        noFrame,
      ),
      infoRow(
        `TTFF player, ads off: median of ${runs} (raw · minus 1 s)`,
        playerRaw === null
          ? noFrame
          : `${Math.round(playerRaw)} ms · ${Math.round(playerRaw - ADS_OFF_DELAY_MS)} ms`,
      ),
      infoRow(
        `TTFF bare hls.js page: median of ${runs}`,
        referenceMedian === null ? 'no first frame' : `${Math.round(referenceMedian)} ms`,
      ),
      infoRow(
        'TTFF ratio with the 1 s wait (raw)',
        ratio(playerRaw, referenceMedian)?.toFixed(2) ?? '—',
      ),
    ],
    figures: {
      videoId: id,
      stream,
      adsOffDelayMs: ADS_OFF_DELAY_MS,
      ratioUses: 'player median minus the ads-off delay',
      playerMs: player,
      referenceMs: reference,
      playerMedianRaw: playerRaw,
      playerMedianMinusDelay: playerAdjusted,
      referenceMedian,
      runsWithoutFrame: { player: missing(player), reference: missing(reference) },
    },
  };
};
