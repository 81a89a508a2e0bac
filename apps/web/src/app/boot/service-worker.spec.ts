import { createUpdateOffer } from '../../core/update-offer';
import { offerNewVersions } from './service-worker';

/** vite-plugin-pwa's registration, driven by the test: what it was given, and its update call. */
function fakeRegistration() {
  const options: Parameters<Parameters<typeof offerNewVersions>[0]>[0][] = [];
  const update = vi.fn(() => Promise.resolve());
  const registerSW = (given: (typeof options)[number]) => {
    options.push(given);
    return update;
  };
  return { registerSW, update, newVersion: () => options[0]?.onNeedRefresh?.() };
}

/** The page's service workers: one runs it (`controller`), or none yet. */
function workersOf(controlled: boolean) {
  return Object.assign(new EventTarget(), {
    controller: controlled ? ({} as ServiceWorker) : null,
  });
}

describe('offerNewVersions', () => {
  it('offers a new version, starts it when accepted, and reloads once it has taken over', async () => {
    const { registerSW, update, newVersion } = fakeRegistration();
    const workers = workersOf(true);
    const reload = vi.fn();
    const offer = createUpdateOffer();
    offerNewVersions(registerSW, offer, workers, reload);
    expect(offer.getSnapshot()).toBe(false);

    newVersion();
    expect(offer.getSnapshot()).toBe(true);
    expect(reload).not.toHaveBeenCalled();

    offer.accept();
    expect(update).toHaveBeenCalledWith(true);
    await Promise.resolve();
    expect(reload).not.toHaveBeenCalled();
    workers.dispatchEvent(new Event('controllerchange'));
    workers.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('reloads once however often the version was offered', () => {
    const { registerSW, newVersion } = fakeRegistration();
    const workers = workersOf(true);
    const reload = vi.fn();
    offerNewVersions(registerSW, createUpdateOffer(), workers, reload);
    newVersion();
    newVersion();
    workers.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('never reloads while no new version was offered (the first worker taking over)', () => {
    const { registerSW } = fakeRegistration();
    const workers = workersOf(false);
    const reload = vi.fn();
    offerNewVersions(registerSW, createUpdateOffer(), workers, reload);
    workers.dispatchEvent(new Event('controllerchange'));
    expect(reload).not.toHaveBeenCalled();
  });

  it('on a page no worker runs (a first visit), reloads as soon as the visitor accepts', async () => {
    const { registerSW, update, newVersion } = fakeRegistration();
    const reload = vi.fn();
    const offer = createUpdateOffer();
    offerNewVersions(registerSW, offer, workersOf(false), reload);
    newVersion();
    offer.accept();
    expect(update).toHaveBeenCalledWith(true);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
  });
});
