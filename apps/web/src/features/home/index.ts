export { HomeScreen } from './home-screen';
export { startHomeCalls } from './first-calls';
