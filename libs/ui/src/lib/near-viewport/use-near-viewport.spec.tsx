import { act, render, screen } from '@testing-library/react';
import { useNearViewport } from './use-near-viewport';

/** An IntersectionObserver the test drives: `show(true)` tells every observer its element is near. */
function fakeObserver() {
  const observers = new Set<{ callback: IntersectionObserverCallback; disconnected: boolean }>();
  class FakeIntersectionObserver {
    private readonly entry: { callback: IntersectionObserverCallback; disconnected: boolean };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, disconnected: false };
      observers.add(this.entry);
    }
    observe() {
      // The test says when the element is near.
    }
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  return {
    show(isIntersecting: boolean) {
      for (const observer of observers) {
        if (!observer.disconnected) {
          act(() =>
            observer.callback([{ isIntersecting } as IntersectionObserverEntry], {} as never),
          );
        }
      }
    },
  };
}

function Probe({ onNear }: { onNear?: () => void }) {
  const [ref, near] = useNearViewport({ rootMargin: '200px', onNear });
  return <div ref={ref}>{near ? 'near' : 'far'}</div>;
}

describe('useNearViewport', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('turns near once the element comes near, and stays so', () => {
    const viewport = fakeObserver();
    render(<Probe />);
    expect(screen.getByText('far')).toBeInTheDocument();
    viewport.show(false);
    expect(screen.getByText('far')).toBeInTheDocument();
    viewport.show(true);
    viewport.show(false);
    expect(screen.getByText('near')).toBeInTheDocument();
  });

  it('calls onNear each time the element comes near', () => {
    const viewport = fakeObserver();
    const onNear = vi.fn();
    render(<Probe onNear={onNear} />);
    viewport.show(true);
    viewport.show(true);
    expect(onNear).toHaveBeenCalledTimes(2);
  });

  it('counts everything as near without IntersectionObserver, and never calls onNear', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const onNear = vi.fn();
    render(<Probe onNear={onNear} />);
    expect(screen.getByText('near')).toBeInTheDocument();
    expect(onNear).not.toHaveBeenCalled();
  });
});
