export { PlayLinkScreen } from './play-link-screen';
