import type { CodeChangeRecord, EncryptedImage, HistoryEntry, XbbBonus } from '@video/domain';
import { invalid, type Invalid } from './codec';
import { flagCodec, jsonCodec, numberCodec, stringCodec, stringListCodec } from './codecs';
import { defineKey } from './storage-key';
import { arrayOf, isRecord, recordWithDefaults } from './validators';

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

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** The H5 app sometimes stored the id as taken from the URL, i.e. as a numeric string. */
function toVideoId(value: unknown): number | Invalid {
  const id = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return isFiniteNumber(id) ? id : invalid;
}

/** A broken cover only costs the picture (the error image shows), not the entry. */
function toCover(value: unknown): EncryptedImage | null {
  if (!isRecord(value)) return null;
  const { url, type } = value;
  return typeof url === 'string' && typeof type === 'string' ? { url, type } : null;
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

/** Every localStorage entry of the app, with the old site's names and formats. */
export const storageKeys = {
  /** The visitor's identification code. */
  uuid: defineKey('uuid', stringCodec, ''),
  vuid: defineKey('vuid', stringCodec, ''),
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
  xbbBonus: defineKey('xbbBonus', jsonCodec(recordWithDefaults(defaultXbbBonus)), defaultXbbBonus),
  token: defineKey('token', stringCodec, ''),
} as const;
