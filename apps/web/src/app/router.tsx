import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';

export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to="/home" replace /> },
  { path: '/home', lazy: () => import('../features/home/home-route') },
];

/** Builds the browser router; tests build a memory router from {@link routes}. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
