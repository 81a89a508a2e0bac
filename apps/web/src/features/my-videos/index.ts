export { MyVideosScreen } from './my-videos-screen';
