import { RankingOutline } from '../../shared/ranking';
import { RankPage } from './rank-page';

/** /rank as it first shows, before its data arrives: the outline index.html paints for it. */
export function RankOutline() {
  return (
    <RankPage>
      <RankingOutline />
    </RankPage>
  );
}
