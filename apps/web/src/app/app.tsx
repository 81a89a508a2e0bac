import { Provider } from 'react-redux';
import { type AppHistory, RouterProvider } from '../core/router';
import { type AppServices, ServicesProvider } from '../core/services';
import { AppShell } from './shell/app-shell';
import type { AppStore } from '../core/store/make-store';

export interface AppProps {
  readonly store: AppStore;
  readonly services: AppServices;
  readonly router: AppHistory;
}

/** The application root: store, services and router. */
export function App({ store, services, router }: AppProps) {
  return (
    <Provider store={store}>
      <ServicesProvider services={services}>
        <RouterProvider router={router}>
          <AppShell />
        </RouterProvider>
      </ServicesProvider>
    </Provider>
  );
}
