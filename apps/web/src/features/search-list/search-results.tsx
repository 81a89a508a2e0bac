import { type ReactNode, useCallback } from 'react';
import { searchApi } from '@video/api-client/react';
import type { Video } from '@video/domain';
import { routes } from '@video/routes';
import { PageSlider } from '@video/ui';
import { useNavigate } from 'react-router-dom';
import { usePagedList } from '../../shared/paged-list';
import { VideoGrid } from '../../shared/video-grid';

export interface SearchResultsProps {
  /** Not blank. */
  readonly keyword: string;
  /** Shown when nothing matched. */
  readonly empty: ReactNode;
}

/** The videos matching `keyword`, page by page, with the page slider when there are several. */
export function SearchResults({ keyword, empty }: SearchResultsProps) {
  const navigate = useNavigate();
  // Fresh pages: the catalogue may have changed since the keyword was last searched.
  const { items, page, pages, footer, jumpTo } = usePagedList(
    searchApi.endpoints.searchVideos,
    { keyword },
    { fresh: true },
  );
  const openVideo = useCallback(
    (video: Video) => navigate(routes.playVideo.href(video)),
    [navigate],
  );

  return (
    <>
      <VideoGrid videos={items} {...footer} onOpen={openVideo} empty={empty} />
      {pages > 1 && <PageSlider docked page={page} pages={pages} onChange={jumpTo} />}
    </>
  );
}
