export { MiinScreen } from './miin-screen';
