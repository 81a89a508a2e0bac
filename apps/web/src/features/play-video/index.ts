export { PlayVideoScreen } from './play-video-screen';
export { startPlayVideoCalls } from './first-calls';
