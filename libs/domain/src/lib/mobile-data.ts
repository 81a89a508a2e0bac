/** The kind of link the browser reports (`navigator.connection.type`, Chromium only). */
export type ConnectionKind = 'cellular' | 'other' | 'unknown';

/** `navigator.connection.type` as the rules read it: absent or `unknown` is unknown. */
export function connectionKind(type: string | undefined): ConnectionKind {
  if (type === 'cellular') return 'cellular';
  return type === undefined || type === 'unknown' ? 'unknown' : 'other';
}

/** Where a film is about to start, for the notice before it on mobile data. */
export interface MobileDataNoticeCase {
  readonly connection: ConnectionKind;
  /** The notice was shown (and answered) earlier in this visit. */
  readonly shownThisVisit: boolean;
  /** The visitor chose 不再提示. */
  readonly dismissedForGood: boolean;
  /** The player is embedded in another site's page. */
  readonly embedded: boolean;
}

/**
 * Whether a film shows 当前为非WiFi网络… before its stream loads: on a cellular link only (never
 * on Wi-Fi or a link the browser does not name), the first film of a visit, not after 不再提示,
 * and never in the embed.
 */
export function mobileDataNoticeDue(notice: MobileDataNoticeCase): boolean {
  return (
    notice.connection === 'cellular' &&
    !notice.shownThisVisit &&
    !notice.dismissedForGood &&
    !notice.embedded
  );
}
