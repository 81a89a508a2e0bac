import { countCharacters } from './character-count';
import {
  FEEDBACK_DEVICE,
  FEEDBACK_MAX_LENGTH,
  FEEDBACK_MIN_LENGTH,
  type FeedbackType,
} from './constants';
import { format, type MessageKey } from './messages';

/** Why a feedback detail was refused. */
export type FeedbackError = Extract<MessageKey, 'feedback.empty' | 'feedback.length'>;

/** The body of `POST /api/syssuggest`. */
export interface FeedbackRequest {
  readonly device: number;
  /** The problem type's zh-CN label, as the old site sent it. */
  readonly title: string;
  readonly video_id: number | null;
  readonly content: string;
  readonly uuid: string;
}

/** The catalogue key of a feedback type's label. */
export function feedbackTypeLabelKey(type: FeedbackType): MessageKey {
  return `feedbackType.${type}`;
}

/**
 * Null when the feedback detail may be sent, else the message to show. Blanks around the text do
 * not count: blank is empty, and the 8–180 characters are counted on the trimmed text the way a
 * person counts them (see {@link countCharacters}).
 */
export function validateFeedback(content: string): FeedbackError | null {
  const detail = content.trim();
  if (detail === '') return 'feedback.empty';
  const length = countCharacters(detail);
  return length < FEEDBACK_MIN_LENGTH || length > FEEDBACK_MAX_LENGTH ? 'feedback.length' : null;
}

/** The request body for a validated feedback; `videoId` is null when not about one video. */
export function feedbackRequest(input: {
  readonly type: FeedbackType;
  readonly videoId: number | null;
  readonly content: string;
  readonly uuid: string;
}): FeedbackRequest {
  return {
    device: FEEDBACK_DEVICE,
    title: format(feedbackTypeLabelKey(input.type)),
    video_id: input.videoId,
    content: input.content.trim(),
    uuid: input.uuid,
  };
}
