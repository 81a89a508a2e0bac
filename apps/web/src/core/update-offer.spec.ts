import { createUpdateOffer } from './update-offer';

describe('createUpdateOffer', () => {
  it('waits for the visitor: an offer is shown until accepted, and accepting applies it once', () => {
    const offer = createUpdateOffer();
    const changes = vi.fn();
    offer.subscribe(changes);
    expect(offer.getSnapshot()).toBe(false);

    const apply = vi.fn(() => Promise.resolve());
    offer.offer(apply);
    expect(offer.getSnapshot()).toBe(true);
    expect(apply).not.toHaveBeenCalled();

    offer.accept();
    offer.accept();
    expect(apply).toHaveBeenCalledOnce();
    expect(offer.getSnapshot()).toBe(false);
    expect(changes).toHaveBeenCalledTimes(3);
  });

  it('does nothing when accepted with nothing offered', () => {
    const offer = createUpdateOffer();
    expect(() => offer.accept()).not.toThrow();
    expect(offer.getSnapshot()).toBe(false);
  });
});
