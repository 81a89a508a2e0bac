// The bare hls.js page the playback benchmark compares the player with: the stream of `?src=`,
// played as hls.js's README does it, with its default settings and nothing else on the page.
import Hls from 'hls.js/light';

const video = document.querySelector('video');
const src = new URLSearchParams(location.search).get('src');
if (video && src) {
  if (Hls.isSupported()) {
    const hls = new Hls();
    hls.on(Hls.Events.MANIFEST_PARSED, () => void video.play());
    hls.loadSource(src);
    hls.attachMedia(video);
  } else {
    video.src = src;
    void video.play();
  }
}
