export { PlayVideoScreen } from './play-video-screen';
