import type { FeedbackRequest } from '@video/domain';
import { ownApi } from '../own-api';
import { sendFeedbackRequest } from '../requests/feedback';

/** Feedback of the own API (the request: `requests/feedback.ts`). */
export const feedbackApi = ownApi.injectEndpoints({
  endpoints: (build) => ({
    /** Sends the feedback; resolves to the reply's `msg`, which the app shows. */
    sendFeedback: build.mutation<string, FeedbackRequest>({
      query: sendFeedbackRequest,
      transformResponse: (_content: unknown, meta) => meta?.message ?? '',
    }),
  }),
});

export const { useSendFeedbackMutation } = feedbackApi;
