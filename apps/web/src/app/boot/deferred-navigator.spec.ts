import { deferredNavigator } from './deferred-navigator';

describe('deferredNavigator', () => {
  it('makes a move asked for before the hand-over once the router is handed over', () => {
    const navigator = deferredNavigator();
    const navigate = vi.fn();

    navigator.navigate('/vendor?logout=logout&msg=a');
    navigator.navigate('/vendor?logout=logout&msg=b', { replace: true });
    expect(navigate).not.toHaveBeenCalled();

    navigator.handOver(navigate);
    expect(navigate.mock.calls).toEqual([['/vendor?logout=logout&msg=b', { replace: true }]]);
  });

  it('moves at once after the hand-over, and moves nowhere when nothing was asked', () => {
    const navigator = deferredNavigator();
    const navigate = vi.fn();

    navigator.handOver(navigate);
    expect(navigate).not.toHaveBeenCalled();
    navigator.navigate('/vendor');
    expect(navigate).toHaveBeenCalledWith('/vendor');
  });
});
