export { MineScreen } from './mine-screen';
export { startMineCalls } from './first-calls';
