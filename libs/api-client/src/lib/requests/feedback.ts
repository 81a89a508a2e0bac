import type { FeedbackRequest } from '@video/domain';
import type { DecodedRequest } from '../api-request';
import { decodeAcknowledgement } from '../schemas/decoders';

/**
 * `POST /api/syssuggest` with the body the domain's `feedbackRequest` builds. The reply's `msg`
 * (the call's `meta.message`) is what the app shows.
 */
export const sendFeedbackRequest = (body: FeedbackRequest): DecodedRequest<null, 'own'> => ({
  api: 'own',
  url: '/api/syssuggest',
  method: 'POST',
  body,
  decode: decodeAcknowledgement,
});
