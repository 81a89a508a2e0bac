export { RankingView } from './ranking-view';
export { RankingOutline } from './ranking-outline';
