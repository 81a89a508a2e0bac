import { useEffect, useReducer } from 'react';
import {
  type Identified,
  initialListState,
  type ListEvent,
  type ListFilter,
  listPages,
  listReducer,
  type ListRequest,
  type ListState,
  type Page,
  pendingRequest,
} from '@video/domain';

/** Fetches one page of a list; rejects when the request fails. */
export type PageFetcher<T> = (request: ListRequest) => Promise<Page<T>>;

export interface PagedList<T extends Identified> {
  readonly state: ListState<T>;
  /** Pages as far as the last response told (for the page slider). */
  readonly pages: number;
  readonly dispatch: (event: ListEvent<T>) => void;
}

/**
 * A paged list driven by the domain's list reducer: this hook only performs the request the
 * state asks for and reports its outcome. Responses of superseded requests are ignored by the
 * reducer; a view hidden by keep-alive drops its in-flight result and asks again when shown.
 */
export function usePagedList<T extends Identified>(
  fetchPage: PageFetcher<T>,
  initial: ListFilter & { readonly page?: number },
): PagedList<T> {
  const [state, dispatch] = useReducer(listReducer<T>, initial, (filter: typeof initial) =>
    initialListState<T>(filter),
  );
  const request = pendingRequest(state);
  const requestId = request?.requestId;

  useEffect(() => dispatch({ type: 'started' }), []);

  useEffect(() => {
    if (!request) return;
    let current = true;
    fetchPage(request).then(
      (page) => current && dispatch({ type: 'pageLoaded', requestId: request.requestId, page }),
      () => current && dispatch({ type: 'pageFailed', requestId: request.requestId }),
    );
    return () => {
      current = false;
    };
    // One fetch per request id: the request object is rebuilt on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requestId]);

  return { state, pages: listPages(state), dispatch };
}
