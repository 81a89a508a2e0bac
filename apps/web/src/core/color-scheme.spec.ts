import { createStorage, memoryAdapter, storageKeys } from '@video/storage';
import { followColorScheme, resolveColorScheme } from './color-scheme';

/** A stand-in for `matchMedia('(prefers-color-scheme: dark)')` the test can flip. */
function systemSetting(dark: boolean) {
  const target = new EventTarget();
  const query = Object.assign(target, { matches: dark, media: '(prefers-color-scheme: dark)' });
  return {
    query: query as unknown as MediaQueryList,
    turn(next: boolean) {
      query.matches = next;
      target.dispatchEvent(new Event('change'));
    },
  };
}

describe('resolveColorScheme', () => {
  it.each([
    ['system', false, 'light'],
    ['system', true, 'dark'],
    ['light', true, 'light'],
    ['dark', false, 'dark'],
  ] as const)('%s with a dark system %s shows %s', (choice, systemDark, scheme) => {
    expect(resolveColorScheme(choice, systemDark)).toBe(scheme);
  });
});

describe('followColorScheme', () => {
  const setUp = (systemDark: boolean) => {
    const storage = createStorage({ adapter: memoryAdapter() });
    const root = document.createElement('html');
    const system = systemSetting(systemDark);
    const follower = followColorScheme({ storage, root, systemDark: system.query });
    const changes = vi.fn();
    follower.subscribe(changes);
    return { storage, root, system, follower, changes };
  };

  it('writes the scheme on the root at once', () => {
    expect(setUp(true).root.dataset['colorScheme']).toBe('dark');
    expect(setUp(false).root.dataset['colorScheme']).toBe('light');
  });

  it('follows the system while the choice is 跟随系统, and tells its subscribers', () => {
    const { root, system, follower, changes } = setUp(false);

    system.turn(true);

    expect(root.dataset['colorScheme']).toBe('dark');
    expect(follower.current()).toBe('dark');
    expect(changes).toHaveBeenCalledOnce();
  });

  it('keeps a chosen scheme whatever the system does', () => {
    const { storage, root, system, changes } = setUp(false);

    storage.set(storageKeys.colorScheme, 'dark');
    system.turn(false);
    system.turn(true);

    expect(root.dataset['colorScheme']).toBe('dark');
    expect(changes).toHaveBeenCalledOnce();
  });

  it('reads light where the browser cannot tell the system setting', () => {
    const storage = createStorage({ adapter: memoryAdapter() });
    const root = document.createElement('html');

    expect(followColorScheme({ storage, root, systemDark: null }).current()).toBe('light');
  });

  it('stops following when stopped', () => {
    const { root, system, follower, changes } = setUp(false);

    follower.stop();
    system.turn(true);

    expect(root.dataset['colorScheme']).toBe('light');
    expect(changes).not.toHaveBeenCalled();
  });
});
