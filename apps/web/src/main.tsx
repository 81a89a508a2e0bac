import '@video/ui/tokens.css';
import './styles.css';
import './boot-shell.css';
import { afterNextPaint } from './app/after-next-paint';
import { showRenderFailure } from './app/render-failure';

const container = document.getElementById('root');
if (container) {
  // The outline index.html draws paints before the app's code runs: on a slow phone that code
  // takes a while to evaluate even from the cache, and the visitor would see nothing meanwhile.
  // The code downloads from the start all the same (index.html preloads it).
  void afterNextPaint()
    .then(() => import('./app/start'))
    .then(
      ({ startApp }) => startApp(container),
      (error: unknown) => {
        console.error('the app could not be loaded', error);
        showRenderFailure(container, () => window.location.reload());
      },
    );
}
