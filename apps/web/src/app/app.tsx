import { useEffect } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, useNavigate } from 'react-router-dom';
import { type AppServices, ServicesProvider } from '../core/services';
import { AppShell } from './shell/app-shell';
import type { AppStore } from '../core/store/make-store';
import type { DeferredNavigator } from './boot/deferred-navigator';

export interface AppProps {
  readonly store: AppStore;
  readonly services: AppServices;
  /** Where the app lives, e.g. `/m` (its addresses are then `/m/home`…); none at the root. */
  readonly basename?: string;
  /** Moves asked for before the router existed (a 401 at boot), made once it does. */
  readonly navigator?: DeferredNavigator;
}

/** The application root: store, services and React Router over the browser's history. */
export function App({ store, services, basename, navigator }: AppProps) {
  return (
    <Provider store={store}>
      <ServicesProvider services={services}>
        <BrowserRouter basename={basename}>
          {navigator && <HandOver navigator={navigator} />}
          <AppShell />
        </BrowserRouter>
      </ServicesProvider>
    </Provider>
  );
}

/**
 * Hands the router to the moves asked for before it existed: after the router's own layout
 * effect, so that it follows the move.
 */
function HandOver({ navigator }: { readonly navigator: DeferredNavigator }) {
  const navigate = useNavigate();
  useEffect(() => {
    navigator.handOver((to, options) => void navigate(to, options));
  }, [navigator, navigate]);
  return null;
}
