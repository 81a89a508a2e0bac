import type { FeedbackRequest } from '@video/domain';
import { ownApi } from '../own-api';
import { decodeAcknowledgement } from '../schemas/decoders';

/** Feedback of the own API. */
export const feedbackApi = ownApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * `POST /api/syssuggest` with the body the domain's `feedbackRequest` builds. Resolves to the
     * reply's `msg`, which the app shows.
     */
    sendFeedback: build.mutation<string, FeedbackRequest>({
      query: (body) => ({
        url: '/api/syssuggest',
        method: 'POST',
        body,
        decode: decodeAcknowledgement,
      }),
      transformResponse: (_content: unknown, meta) => meta?.message ?? '',
    }),
  }),
});

export const { useSendFeedbackMutation } = feedbackApi;
