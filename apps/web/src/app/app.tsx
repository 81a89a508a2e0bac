import { Provider } from 'react-redux';
import { type createBrowserRouter, RouterProvider } from 'react-router-dom';
import { type AppServices, ServicesProvider } from '../core/services';
import { AppShell } from './shell/app-shell';
import type { AppStore } from '../core/store/make-store';

/** The single route: the shell matches screens itself, so that it can keep views alive. */
export const shellRoutes = [{ path: '*', element: <AppShell /> }];

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export interface AppProps {
  readonly store: AppStore;
  readonly services: AppServices;
  readonly router: AppRouter;
}

/** The application root: store, services and router. */
export function App({ store, services, router }: AppProps) {
  return (
    <Provider store={store}>
      <ServicesProvider services={services}>
        <RouterProvider router={router} />
      </ServicesProvider>
    </Provider>
  );
}
