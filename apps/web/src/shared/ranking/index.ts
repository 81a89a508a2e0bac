export { RankingView } from './ranking-view';
