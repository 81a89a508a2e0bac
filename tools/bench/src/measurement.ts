import type { Browser } from '@playwright/test';
import type { Row } from './rows';

/** What every measurement gets. */
export interface BenchContext {
  /** Playwright's Chromium (the system one), shared; each measurement opens its own contexts. */
  readonly browser: Browser;
  /** The Chromium executable, for tools that launch their own (Lighthouse). */
  readonly chromePath: string;
  /** Chromium flags of the shared browser. */
  readonly chromeFlags: readonly string[];
  /** The app served as in production: gzip, the committed config (ads on). */
  readonly siteUrl: string;
  /** The same build with ads off, and the reference page. */
  readonly adsOffUrl: string;
  /** Fewer runs per figure. */
  readonly quick: boolean;
  /** Progress for the person waiting. */
  readonly log: (message: string) => void;
}

/** What a measurement hands back: its table rows and every figure behind them. */
export interface MeasurementResult {
  readonly rows: readonly Row[];
  readonly figures: unknown;
}

export type Measurement = (context: BenchContext) => Promise<MeasurementResult>;
