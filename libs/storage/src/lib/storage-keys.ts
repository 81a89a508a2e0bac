import type {
  AdLinkOpening,
  CodeChangeRecord,
  DataSaverSetting,
  FindTab,
  HistoryEntry,
  ListLayout,
  PositionEntry,
  XbbBonus,
} from '@video/domain';
import { FIND_TABS } from '@video/domain';
import { invalid, type Invalid } from './codec';
import {
  flagCodec,
  jsonCodec,
  numberCodec,
  oneOfCodec,
  stringCodec,
  stringListCodec,
} from './codecs';
import { defineKey } from './storage-key';
import { arrayOf, isFiniteNumber, isRecord, recordWithDefaults, toCover } from './validators';

/**
 * The colour scheme chosen in 设置, stored as the bare word. Its own export: the app's outline
 * script reads it with {@link readOnce} before its first paint, without the other keys' codecs.
 */
export const colorSchemeKey = defineKey<ColorSchemeChoice>(
  'colorScheme',
  oneOfCodec(['system', 'light', 'dark']),
  'system',
);

/** The bonus state before the server says otherwise: a guest with ads and activity links on. */
export const defaultXbbBonus: XbbBonus = {
  isGuest: true,
  domain: '',
  userid: '',
  cid: '',
  wsUrl: '',
  promoUrl: '',
  ad: true,
  activity: true,
  loginVideoSwitch: false,
};

/** The H5 app sometimes stored the id as taken from the URL, i.e. as a numeric string. */
function toVideoId(value: unknown): number | Invalid {
  const id = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return isFiniteNumber(id) ? id : invalid;
}

function toHistoryEntry(value: unknown): HistoryEntry | Invalid {
  if (!isRecord(value) || typeof value['title'] !== 'string') return invalid;
  const id = toVideoId(value['id']);
  if (id === invalid) return invalid;
  return { id, coverbase64: toCover(value['coverbase64']), title: value['title'] };
}

function toCodeChange(value: unknown): CodeChangeRecord | Invalid {
  if (!isRecord(value)) return invalid;
  const { timestamp, count } = value;
  return isFiniteNumber(timestamp) && isFiniteNumber(count) ? { timestamp, count } : invalid;
}

/** `[key, seconds]`, or `[key, seconds, duration]` since durations are kept too. */
function toPositionEntry(value: unknown): PositionEntry | Invalid {
  if (!Array.isArray(value) || value.length < 2 || value.length > 3) return invalid;
  const [key, seconds, duration]: unknown[] = value;
  if (typeof key !== 'string' || !isFiniteNumber(seconds)) return invalid;
  // An unknown duration (NaN is written as null) only costs the progress bar.
  return isFiniteNumber(duration) ? [key, seconds, duration] : [key, seconds];
}

function toAdLinkOpening(value: unknown): AdLinkOpening | Invalid {
  if (!Array.isArray(value) || value.length !== 2) return invalid;
  const [url, openedAt]: unknown[] = value;
  return typeof url === 'string' && isFiniteNumber(openedAt) ? [url, openedAt] : invalid;
}

/** The 发现 sub-tab last shown. */
export type { FindTab };

/** The colours the visitor chose in 设置: the system's (跟随系统), light or dark. */
export type ColorSchemeChoice = 'system' | 'light' | 'dark';

/**
 * Every stored entry of the app, with the old site's names and formats where it had them. All
 * live in localStorage except `listLayout`, which the list keeps in sessionStorage (through
 * `createStorage` with a sessionStorage adapter) so that it lasts the visit only.
 */
export const storageKeys = {
  /** The visitor's identification code. */
  uuid: defineKey('uuid', stringCodec, ''),
  /** When the notices were last read (epoch ms); a newer notice shows the Mine dot. */
  lastReadTimestamp: defineKey('lastReadTimestamp', numberCodec, 0),
  bannerType: defineKey('bannerType', stringCodec, ''),
  /** Search history, comma-separated; the domain parses it. */
  listStr: defineKey('listStr', stringCodec, ''),
  /** Share unlock counts as raw `id!count` entries; the domain parses and caps them. */
  shareVideos: defineKey<readonly string[]>('shareVideos', stringListCodec, []),
  /** Watch history under the H5 app's key; broken entries are dropped on read. */
  history: defineKey<readonly HistoryEntry[]>('h5_history', jsonCodec(arrayOf(toHistoryEntry)), []),
  codeChange: defineKey('codeChange', jsonCodec(toCodeChange), { timestamp: 0, count: 0 }),
  seekHintShown: defineKey('seekHintShown', flagCodec, false),
  /** The speed (倍速) the visitor chose last: the next film plays at it. */
  playbackRate: defineKey('playbackRate', numberCodec, 1),
  /** 清晰度: the rendition height the visitor chose (720 for 720P); 0 lets the player choose (自动). */
  quality: defineKey('quality', numberCodec, 0),
  /** 自动连播: when a film ends, the next from 猜你喜欢 starts after a countdown. On by default. */
  autoplayNext: defineKey('autoplayNext', flagCodec, true),
  xbbBonus: defineKey('xbbBonus', jsonCodec(recordWithDefaults(defaultXbbBonus)), defaultXbbBonus),
  token: defineKey('token', stringCodec, ''),
  /**
   * Resume positions, least recently played first (an array: object keys that look like numbers
   * would lose that order); broken entries are dropped on read.
   */
  resumePositions: defineKey<readonly PositionEntry[]>(
    'resumePositions',
    jsonCodec(arrayOf(toPositionEntry)),
    [],
  ),
  /**
   * The ad links opened (签到, 活动, exchange links), least recently opened first, each shown as
   * visited for a day after; broken entries are dropped on read.
   */
  adLinkOpenings: defineKey<readonly AdLinkOpening[]>(
    'adLinkOpenings',
    jsonCodec(arrayOf(toAdLinkOpening)),
    [],
  ),
  /** The /find sub-tab shown last, so that /find opens where the visitor left it. */
  findTab: defineKey<FindTab>('findTab', oneOfCodec(FIND_TABS), 'rank'),
  colorScheme: colorSchemeKey,
  /** The list's grid or list layout (in sessionStorage: kept for the visit). */
  listLayout: defineKey<ListLayout>('listLayout', oneOfCodec(['grid', 'list']), 'grid'),
  /** 省流模式: `auto` follows the browser's Save-Data; `on` and `off` are the visitor's own choice. */
  dataSaver: defineKey<DataSaverSetting>('dataSaver', oneOfCodec(['auto', 'on', 'off']), 'auto'),
  /** 不再提示: no notice of what a film costs before it starts on mobile data. */
  mobileDataNoticeOff: defineKey('mobileDataNoticeOff', flagCodec, false),
  /**
   * A film kept for offline viewing is still to download: the page picks its download up once
   * idle, without reading the kept films' list on every visit.
   */
  keptFilmsPending: defineKey('keptFilmsPending', flagCodec, false),
} as const;
