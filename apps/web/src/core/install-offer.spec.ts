import { createInstallOffer, type InstallEnvironment } from './install-offer';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1';

/** A window that the test fires install events at. */
function fakeWindow({ userAgent = ANDROID, standalone = false, displayStandalone = false } = {}) {
  const target = new EventTarget();
  const environment: InstallEnvironment = {
    addEventListener: target.addEventListener.bind(target) as Window['addEventListener'],
    matchMedia: (query: string) =>
      ({ matches: displayStandalone && query.includes('standalone') }) as MediaQueryList,
    navigator: { userAgent, maxTouchPoints: 5, standalone },
  };
  return { environment, fire: (event: Event) => target.dispatchEvent(event) };
}

/** The browser's install prompt, answered with `outcome`. */
function promptEvent(outcome: 'accepted' | 'dismissed') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(() => Promise.resolve()),
    userChoice: Promise.resolve({ outcome }),
  });
  return event;
}

describe('createInstallOffer', () => {
  it('gives steps to follow until the browser offers its prompt: iOS its own, others the menu', () => {
    expect(createInstallOffer(fakeWindow({ userAgent: IPHONE }).environment).way()).toBe('ios');
    expect(createInstallOffer(fakeWindow().environment).way()).toBe('menu');
  });

  it('knows when it already runs from the home screen', () => {
    expect(createInstallOffer(fakeWindow({ standalone: true }).environment).way()).toBe(
      'installed',
    );
    expect(createInstallOffer(fakeWindow({ displayStandalone: true }).environment).way()).toBe(
      'installed',
    );
  });

  it('keeps the browser prompt for the visitor’s tap, shows it once, and reports the answer', async () => {
    const { environment, fire } = fakeWindow();
    const offer = createInstallOffer(environment);
    const changes = vi.fn();
    offer.subscribe(changes);
    const event = promptEvent('accepted');

    fire(event);

    expect(event.defaultPrevented).toBe(true);
    expect(offer.way()).toBe('prompt');
    await expect(offer.prompt()).resolves.toBe(true);
    expect(event.prompt).toHaveBeenCalledOnce();
    expect(offer.way()).toBe('menu');
    await expect(offer.prompt()).resolves.toBe(false);
    expect(changes).toHaveBeenCalledTimes(2);
  });

  it('reports a dismissed prompt', async () => {
    const { environment, fire } = fakeWindow();
    const offer = createInstallOffer(environment);
    fire(promptEvent('dismissed'));

    await expect(offer.prompt()).resolves.toBe(false);
  });

  it('hides the offer once the app is installed', () => {
    const { environment, fire } = fakeWindow();
    const offer = createInstallOffer(environment);
    fire(promptEvent('accepted'));

    fire(new Event('appinstalled'));

    expect(offer.way()).toBe('installed');
  });
});
