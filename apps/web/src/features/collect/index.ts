export { CollectScreen } from './collect-screen';
