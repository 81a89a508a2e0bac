import { createStorage, memoryAdapter, storageKeys } from '@video/storage';
import { resumeKeptFilms } from './resume-kept-films';

/** A loaded page that runs idle callbacks at once. */
const idlePage = {
  document: { readyState: 'complete' },
  requestIdleCallback: (run: () => void) => run(),
} as unknown as Window;

function page(pending: boolean) {
  const storage = createStorage({ adapter: memoryAdapter() });
  storage.set(storageKeys.keptFilmsPending, pending);
  const keptFilms = vi.fn(() => new Promise<never>(() => undefined));
  return { storage, keptFilms };
}

describe('resumeKeptFilms', () => {
  it('goes on with a download a reload cut short, once the page is idle', () => {
    const { storage, keptFilms } = page(true);
    resumeKeptFilms({ storage, keptFilms }, idlePage);
    expect(keptFilms).toHaveBeenCalledOnce();
  });

  it('loads nothing where no download is to go on', () => {
    const { storage, keptFilms } = page(false);
    resumeKeptFilms({ storage, keptFilms }, idlePage);
    expect(keptFilms).not.toHaveBeenCalled();
  });
});
