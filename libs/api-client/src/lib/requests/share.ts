import type { DecodedRequest } from '../api-request';
import { decodeShareCount } from '../schemas/decoders';

/** The share service's unlock count of one share video. */
const SHARE_CHECK = '/share/check';

/** A share video (`id`) as seen by a visitor (`uuid`). */
export interface ShareCheckArgs {
  readonly id: number;
  readonly uuid: string;
}

/** `GET /share/check?id&uuid&site`: how many people opened the video's unlock link. */
export const shareCountRequest = ({
  id,
  uuid,
}: ShareCheckArgs): DecodedRequest<number, 'share'> => ({
  api: 'share',
  url: SHARE_CHECK,
  params: { id, uuid },
  decode: decodeShareCount,
});

/**
 * `GET /share/check?id&uuid&site&visit=1`: an unlock link was opened; the service counts this
 * visitor once. Decodes to the new count.
 */
export const visitShareLinkRequest = ({
  id,
  uuid,
}: ShareCheckArgs): DecodedRequest<number, 'share'> => ({
  api: 'share',
  url: SHARE_CHECK,
  params: { id, uuid, visit: 1 },
  decode: decodeShareCount,
});
