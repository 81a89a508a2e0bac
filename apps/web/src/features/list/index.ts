export { ListScreen } from './list-screen';
