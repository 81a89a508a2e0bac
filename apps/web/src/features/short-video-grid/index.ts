export { ShortVideoGridScreen } from './short-video-grid-screen';
