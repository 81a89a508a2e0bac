import { videosApi } from '@video/api-client';
import { parseVideoId } from '@video/domain';
import type { FirstCalls } from '../../app/first-calls';

/** The video's details, asked for while the rest of the app starts. */
export const startPlayVideoCalls: FirstCalls = ({ dispatch }, search) => {
  const id = parseVideoId(new URLSearchParams(search).get('id'));
  if (id !== null) dispatch(videosApi.util.prefetch('getVideo', id, {}));
};
