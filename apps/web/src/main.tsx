import '@video/ui/tokens.css';
import './styles.css';
import './outline.css';
import { afterNextPaint } from './app/boot/after-next-paint';
import { startEarly } from './app/boot/early-start';
import { evaluateInSteps, frameworkFiles, preloadFramework } from './app/boot/framework-in-steps';
import { showRenderFailure } from './app/boot/render-failure';
import { nextTask } from './core/next-task';

const container = document.getElementById('root');
if (container) {
  // The config, the first screen's calls and its lead image start at once, without the framework.
  const early = startEarly(window);
  // The framework downloads once the outline has painted (on a slow phone its code takes a while
  // to evaluate even from the cache, and the visitor would see nothing meanwhile) and shows the
  // lead image, so that the image has the link to itself.
  void Promise.all([afterNextPaint(), early.leadFirst])
    .then(async () => {
      // The screen's other arrival calls went out in this task; the framework's requests in the next.
      await nextTask();
      // Everything downloads at once (the renderer beside the store, not after it), and is
      // evaluated a file per task: the start's files first, so that the boot asks for the first
      // screen's code while React DOM is still on its way.
      void preloadFramework(document);
      // The first screen's code as well: the routes are among the start's first files, and
      // waiting for the whole start would ask for it only once the framework is in. Asked for in
      // a task after the routes' evaluation (the ui components' with it), not in the same one.
      void import('./app/screens').then(async ({ preloadScreen }) => {
        await nextTask();
        await preloadScreen(window.location.pathname);
      });
      await evaluateInSteps(frameworkFiles(document, 'start'));
      const renderer = evaluateInSteps(frameworkFiles(document, 'render')).then(
        () => import('./app/boot/render'),
      );
      // Its failure is the start's to show, once the store is ready for it.
      renderer.catch(() => undefined);
      const { startApp } = await import('./app/boot/start');
      startApp(container, early, renderer);
    })
    .catch((error: unknown) => {
      console.error('the app could not be loaded', error);
      showRenderFailure(container, () => window.location.reload());
    });
}
