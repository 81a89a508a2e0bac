/**
 * 省流模式 as the visitor set it in 设置: `auto` follows the browser's own data saver (Save-Data,
 * Chromium only); `on` and `off` override it either way.
 */
export type DataSaverSetting = 'auto' | 'on' | 'off';

/** Whether 省流 is on: the visitor's choice, or the browser's Save-Data when they made none. */
export function dataSaverOn(setting: DataSaverSetting, browserSavesData: boolean): boolean {
  return setting === 'auto' ? browserSavesData : setting === 'on';
}

/**
 * The setting a tap on the 省流模式 switch stores: the state the visitor asked for, explicitly, so
 * that it holds whatever the browser says later.
 */
export function dataSaverChoice(on: boolean): DataSaverSetting {
  return on ? 'on' : 'off';
}

/** What the app does differently while 省流 is on. */
export interface DataSaverEffects {
  /** A film starts on its lowest rendition and stays there until the visitor picks a 清晰度. */
  readonly startOnLowestRendition: boolean;
  /** The feed loads the clip on screen only: the next one when it is swiped to. */
  readonly feedLoadsNeighbours: boolean;
  /** Code and data for later (the tabs' screens) load in idle time. */
  readonly loadsAhead: boolean;
  /** 自动连播 counts down to the next film; otherwise it asks first. */
  readonly autoplayCountsDown: boolean;
}

/** What 省流 changes: with it on, nothing is loaded before the visitor asks for it. */
export function dataSaverEffects(on: boolean): DataSaverEffects {
  return {
    startOnLowestRendition: on,
    feedLoadsNeighbours: !on,
    loadsAhead: !on,
    autoplayCountsDown: !on,
  };
}
