import { RankingView } from '../../shared/ranking';
import { RankPage } from './rank-page';

/** /rank (the 排行 tab): the ranking under a plain title, no nav bar. */
export function RankScreen() {
  return (
    <RankPage>
      <RankingView />
    </RankPage>
  );
}
