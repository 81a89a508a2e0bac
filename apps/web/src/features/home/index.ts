export { HomeScreen } from './home-screen';
