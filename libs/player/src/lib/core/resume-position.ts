/** A remembered position under this many seconds is not worth resuming. */
export const RESUME_MIN_SECONDS = 5;
/** A position within this many seconds of the end starts the video over. */
export const RESUME_END_MARGIN_SECONDS = 10;

/**
 * Where a video starts given its remembered position: there, unless nothing is remembered, it
 * is under {@link RESUME_MIN_SECONDS}, or within {@link RESUME_END_MARGIN_SECONDS} of the end
 * (or the duration is unknown or live), in which case 0.
 */
export function resumePosition(saved: number | null, duration: number): number {
  if (saved === null || !Number.isFinite(saved) || !Number.isFinite(duration)) return 0;
  return saved >= RESUME_MIN_SECONDS && saved <= duration - RESUME_END_MARGIN_SECONDS ? saved : 0;
}
