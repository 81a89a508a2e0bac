export { MineScreen } from './mine-screen';
