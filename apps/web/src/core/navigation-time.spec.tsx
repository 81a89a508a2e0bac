import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, type NavigateFunction, useLocation, useNavigate } from 'react-router-dom';
import { NavigationTimeProvider, useNavigationTime } from './navigation-time';
import { type AppServices, ServicesProvider } from './services';

const PAGE_OPENED_AT = 1_000;

function Probe() {
  return <p>asked at {useNavigationTime()}</p>;
}

function Shell({ onNavigate }: { onNavigate: (navigate: NavigateFunction) => void }) {
  const location = useLocation();
  onNavigate(useNavigate());
  const [renders, setRenders] = useState(0);
  return (
    <NavigationTimeProvider location={location}>
      <Probe />
      <button type="button" onClick={() => setRenders(renders + 1)}>
        render again
      </button>
    </NavigationTimeProvider>
  );
}

function renderAt(clock: { now: number }) {
  let navigate: NavigateFunction | undefined;
  const services = { now: () => clock.now, pageOpenedAt: PAGE_OPENED_AT } as AppServices;
  render(
    <ServicesProvider services={services}>
      <MemoryRouter initialEntries={['/playVideo?id=1']}>
        <Shell onNavigate={(current) => (navigate = current)} />
      </MemoryRouter>
    </ServicesProvider>,
  );
  return {
    navigate: (to: string) => void navigate?.(to),
    back: () => void navigate?.(-1),
  };
}

describe('navigation time', () => {
  it('is the page’s opening for the first location, and the moment of each later change', async () => {
    const clock = { now: 5_000 };
    const router = renderAt(clock);
    expect(screen.getByText('asked at 1000')).toBeInTheDocument();

    clock.now = 7_000;
    act(() => router.navigate('/playVideo?id=2'));
    expect(screen.getByText('asked at 7000')).toBeInTheDocument();

    clock.now = 9_000;
    act(() => router.back());
    expect(screen.getByText('asked at 9000')).toBeInTheDocument();
  });

  it('stays put while the location does', async () => {
    const clock = { now: 5_000 };
    const router = renderAt(clock);
    clock.now = 6_000;
    act(() => router.navigate('/playVideo?id=1'));
    clock.now = 8_000;
    act(() => screen.getByRole('button', { name: 'render again' }).click());

    expect(screen.getByText('asked at 6000')).toBeInTheDocument();
  });
});
