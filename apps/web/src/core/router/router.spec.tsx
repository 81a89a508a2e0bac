import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  Link,
  LocationProvider,
  memoryHistory,
  Navigate,
  RouterProvider,
  useLocation,
  useSearchParams,
} from '.';

function Address() {
  const { pathname, search } = useLocation();
  const params = useSearchParams();
  return (
    <p>
      at {pathname}
      {search} id {params.get('id') ?? 'none'}
    </p>
  );
}

function renderAt(first: string, children = <Address />) {
  const router = memoryHistory(first);
  render(<RouterProvider router={router}>{children}</RouterProvider>);
  return router;
}

describe('the router', () => {
  it('renders the location and follows every move', () => {
    const router = renderAt('/playVideo?id=1');
    expect(screen.getByText('at /playVideo?id=1 id 1')).toBeInTheDocument();

    act(() => router.navigate('/playVideo?id=2'));
    expect(screen.getByText('at /playVideo?id=2 id 2')).toBeInTheDocument();

    act(() => router.back());
    expect(screen.getByText('at /playVideo?id=1 id 1')).toBeInTheDocument();
    expect(router.canGoBack()).toBe(false);
  });

  it('lets a kept view read the location it was left at', () => {
    const router = renderAt(
      '/home',
      <>
        <Address />
        <LocationProvider
          location={{ pathname: '/rank', search: '', hash: '', state: null, key: 'k' }}
        >
          <Address />
        </LocationProvider>
      </>,
    );
    act(() => router.navigate('/mine'));
    expect(screen.getByText('at /mine id none')).toBeInTheDocument();
    expect(screen.getByText('at /rank id none')).toBeInTheDocument();
  });

  it('redirects with Navigate, replacing the address', () => {
    const router = renderAt(
      '/',
      <>
        <Navigate to="/home" />
        <Address />
      </>,
    );
    expect(screen.getByText('at /home id none')).toBeInTheDocument();
    expect(router.canGoBack()).toBe(false);
  });
});

describe('Link', () => {
  it('moves on a plain click, with its state, and is a real link', async () => {
    const router = renderAt(
      '/home',
      <>
        <Link to="/list?typeId=1" state={{ from: 'home' }}>
          电影
        </Link>
        <Address />
      </>,
    );
    const link = screen.getByRole('link', { name: '电影' });
    expect(link).toHaveAttribute('href', '/list?typeId=1');

    await userEvent.click(link);

    expect(screen.getByText('at /list?typeId=1 id none')).toBeInTheDocument();
    expect(router.location.state).toEqual({ from: 'home' });
    expect(router.canGoBack()).toBe(true);
  });

  it('replaces the address when it leads where the visitor already is', async () => {
    const router = renderAt('/search', <Link to="/search">搜索</Link>);
    await userEvent.click(screen.getByRole('link', { name: '搜索' }));
    expect(router.canGoBack()).toBe(false);
  });

  it('leaves a click that asks for a new tab to the browser', () => {
    const router = renderAt('/home', <Link to="/mine">我的</Link>);
    // What reaches the document, after the app: the browser would open the tab (jsdom opens none).
    const leftToBrowser = vi.fn();
    const keepJsdomHere = (event: Event) => {
      leftToBrowser(event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', keepJsdomHere);

    fireEvent.click(screen.getByRole('link', { name: '我的' }), { ctrlKey: true });
    document.removeEventListener('click', keepJsdomHere);

    expect(leftToBrowser).toHaveBeenCalledExactlyOnceWith(false);
    expect(router.location.pathname).toBe('/home');
  });

  it('runs its own click handler first, which may keep it from moving', async () => {
    const router = renderAt(
      '/home',
      <Link to="/mine" onClick={(event) => event.preventDefault()}>
        我的
      </Link>,
    );
    await userEvent.click(screen.getByRole('link', { name: '我的' }));
    expect(router.location.pathname).toBe('/home');
  });
});
