export { PlayVideoShareScreen } from './play-video-share-screen';
