export { ShortVideoScreen } from './short-video-screen';
