import type { KeptFilm } from '@video/domain';
import { createStorage, memoryAdapter, storageKeys } from '@video/storage';
import { resumeKeptFilms } from './resume-kept-films';

/** A loaded page that runs idle callbacks at once. */
const idlePage = {
  document: { readyState: 'complete' },
  requestIdleCallback: (run: () => void) => run(),
} as unknown as Window;

const film = (state: KeptFilm['state']): KeptFilm => ({
  id: 1,
  details: { title: 't', duration: '1:00', cover: null },
  masterUrl: 'https://media.test/1/master.m3u8',
  height: 360,
  mediaUrl: null,
  filesTotal: 0,
  filesDone: 0,
  bytesDone: 0,
  bytesExpected: 100,
  state,
  keptAt: 0,
});

function page(states: KeptFilm['state'][]) {
  const storage = createStorage({ adapter: memoryAdapter() });
  storage.set(
    storageKeys.keptFilms,
    states.map((state, id) => ({ ...film(state), id })),
  );
  const keptFilms = vi.fn(() => new Promise<never>(() => undefined));
  return { storage, keptFilms };
}

describe('resumeKeptFilms', () => {
  it.each<KeptFilm['state']>(['queued', 'downloading', 'waiting'])(
    'goes on with a download left %s',
    (state) => {
      const { storage, keptFilms } = page(['done', state]);
      resumeKeptFilms({ storage, keptFilms }, idlePage);
      expect(keptFilms).toHaveBeenCalledOnce();
    },
  );

  it('loads nothing where every film is kept, paused or stopped', () => {
    const { storage, keptFilms } = page(['done', 'paused', 'full', 'failed']);
    resumeKeptFilms({ storage, keptFilms }, idlePage);
    expect(keptFilms).not.toHaveBeenCalled();
  });
});
