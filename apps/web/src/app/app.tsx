import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './router';

const router = createAppRouter();

/** The application root: routing only, for now. */
export function App() {
  return <RouterProvider router={router} />;
}
