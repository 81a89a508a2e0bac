export { RankScreen } from './rank-screen';
