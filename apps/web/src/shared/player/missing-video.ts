import { type ApiErrorKind, isApiError } from '@video/api-client';

/** What both players say when a video does not exist (any more). */
export const MISSING_VIDEO_TEXT = '视频不存在或已下架';

/** No such video (404) or a reply that is not one (an empty `rescont`): retrying won't help. */
const MISSING_KINDS: readonly ApiErrorKind[] = ['notFound', 'invalid'];

/** Whether a failed detail call means the video is gone, rather than a failure worth retrying. */
export function isMissingVideo(error: unknown): boolean {
  return isApiError(error) && MISSING_KINDS.includes(error.kind);
}
