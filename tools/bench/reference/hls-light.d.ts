// hls.js 1.7 ships no declarations for its `./light` entry; it is the same API as the full build.
declare module 'hls.js/light' {
  import Hls from 'hls.js';

  export default Hls;
}
