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

  describe('without IntersectionObserver', () => {
    /** Puts every element `top` px below the top of an 800 px viewport. */
    function placeAt(top: number) {
      vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(
        DOMRect.fromRect({ x: 0, y: top, width: 100, height: 100 }),
      );
    }
    beforeEach(() => {
      vi.stubGlobal('IntersectionObserver', undefined);
      vi.stubGlobal('innerHeight', 800);
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
      vi.restoreAllMocks();
    });

    it('counts an element near at once when it already is', () => {
      placeAt(900);
      render(<Probe />);
      expect(screen.getByText('near')).toBeInTheDocument();
    });

    it('measures again on scroll, at most every 100 ms, so far images wait', () => {
      placeAt(3000);
      const onNear = vi.fn();
      render(<Probe onNear={onNear} />);
      expect(screen.getByText('far')).toBeInTheDocument();

      placeAt(950);
      act(() => {
        window.dispatchEvent(new Event('scroll'));
        window.dispatchEvent(new Event('scroll'));
        vi.advanceTimersByTime(99);
      });
      expect(screen.getByText('far')).toBeInTheDocument();
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(screen.getByText('near')).toBeInTheDocument();
      expect(onNear).toHaveBeenCalledTimes(1);
    });

    it('calls onNear again only after the element went away and came back', () => {
      placeAt(100);
      const onNear = vi.fn();
      render(<Probe onNear={onNear} />);
      const scrollTo = (top: number) => {
        placeAt(top);
        act(() => {
          window.dispatchEvent(new Event('scroll'));
          vi.advanceTimersByTime(100);
        });
      };
      scrollTo(200);
      expect(onNear).toHaveBeenCalledTimes(1);
      scrollTo(5000);
      scrollTo(300);
      expect(onNear).toHaveBeenCalledTimes(2);
    });
  });
});
