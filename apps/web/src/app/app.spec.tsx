import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routes } from './router';

describe('app routes', () => {
  it('sends / to the home screen', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/'] });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: '首页' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
  });
});
