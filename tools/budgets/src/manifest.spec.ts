import { describe, expect, it } from 'vitest';
import {
  bringsModule,
  type ChunkModules,
  chunkKeyOf,
  type Manifest,
  reachableFiles,
  routeExtra,
  staticClosure,
} from './manifest';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_vendor.js'],
    dynamicImports: ['src/home.ts'],
    css: ['assets/index.css'],
  },
  '_vendor.js': { file: 'assets/vendor.js', imports: ['index.html'] },
  'src/home.ts': {
    file: 'assets/home.js',
    src: 'src/home.ts',
    isDynamicEntry: true,
    imports: ['_vendor.js', '_grid.js'],
    dynamicImports: ['src/swiper.ts'],
    css: ['assets/home.css'],
  },
  '_grid.js': { file: 'assets/grid.js', css: ['assets/grid.css'] },
  'src/swiper.ts': { file: 'assets/swiper.js', src: 'src/swiper.ts', isDynamicEntry: true },
};

describe('staticClosure', () => {
  it('follows static imports transitively, once each, and never dynamic ones', () => {
    expect(staticClosure(manifest, ['index.html', 'src/home.ts'])).toEqual({
      js: ['assets/index.js', 'assets/vendor.js', 'assets/home.js', 'assets/grid.js'],
      css: ['assets/index.css', 'assets/home.css', 'assets/grid.css'],
    });
  });

  it('ignores keys the manifest does not have', () => {
    expect(staticClosure(manifest, ['nope'])).toEqual({ js: [], css: [] });
  });
});

describe('chunkKeyOf', () => {
  it('finds a chunk by its source file', () => {
    expect(chunkKeyOf(manifest, 'src/home.ts')).toBe('src/home.ts');
    expect(chunkKeyOf(manifest, 'src/none.ts')).toBeUndefined();
  });
});

/** An app shaped like apps/web: the entry lazy-loads routes; players load hls.js on mount. */
const app: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: ['src/home.ts', 'src/player.ts', 'src/feed.ts', 'src/share.ts'],
  },
  '_react.js': { file: 'assets/react.js' },
  'src/home.ts': { file: 'assets/home.js', imports: ['index.html', '_react.js'] },
  'src/player.ts': {
    file: 'assets/player.js',
    imports: ['index.html', '_player-core.js'],
    css: ['assets/player.css'],
  },
  '_player-core.js': {
    file: 'assets/player-core.js',
    imports: ['_react.js'],
    dynamicImports: ['hls.light.mjs', 'src/media-session.ts'],
  },
  'hls.light.mjs': { file: 'assets/hls.light.js', isDynamicEntry: true },
  'src/media-session.ts': { file: 'assets/media-session.js', isDynamicEntry: true },
  'src/feed.ts': {
    file: 'assets/feed.js',
    imports: ['index.html'],
    dynamicImports: ['src/feed-swiper.tsx'],
  },
  'src/feed-swiper.tsx': {
    file: 'assets/feed-swiper.js',
    isDynamicEntry: true,
    imports: ['_swiper.js', '_player-core.js'],
    css: ['assets/swiper.css'],
  },
  '_swiper.js': { file: 'assets/swiper.js' },
  // A route that bundles hls.js statically: reached only through the entry, never followed.
  'src/share.ts': { file: 'assets/share.js', imports: ['index.html', 'hls.light.mjs'] },
};
const modules: ChunkModules = {
  'assets/hls.light.js': ['/w/node_modules/hls.js/dist/hls.light.mjs'],
  'assets/swiper.js': ['/w/node_modules/swiper/swiper.mjs'],
  // The worker's address only: the worker script itself loads in the worker.
  'assets/player-core.js': [
    '/w/libs/player/src/lib/core.ts',
    '/w/node_modules/hls.js/dist/hls.worker.js?url',
  ],
};
const loaded = ['index.html', 'src/home.ts'];
const hls = bringsModule(app, modules, ['/node_modules/hls.js/']);
const hlsOrSwiper = bringsModule(app, modules, ['/node_modules/hls.js/', '/node_modules/swiper/']);

describe('bringsModule', () => {
  it.each([
    { key: 'nope', expected: false },
    { key: 'src/media-session.ts', expected: false },
    { key: 'hls.light.mjs', expected: true },
    { key: 'src/share.ts', expected: true },
    { key: 'src/feed-swiper.tsx', expected: false },
    { key: '_player-core.js', expected: false },
  ])('says whether $key brings hls.js: $expected', ({ key, expected }) => {
    expect(hls(key)).toBe(expected);
  });

  it('looks through static imports for any of the modules', () => {
    expect(hlsOrSwiper('src/feed-swiper.tsx')).toBe(true);
  });
});

describe('routeExtra', () => {
  it('adds nothing for a route already loaded', () => {
    expect(routeExtra(app, loaded, ['src/home.ts'], hls)).toEqual({ js: [], css: [] });
  });

  it('counts the player and the hls.js it imports on mount, not other lazy chunks', () => {
    expect(routeExtra(app, loaded, ['src/player.ts'], hls)).toEqual({
      js: ['assets/player.js', 'assets/player-core.js', 'assets/hls.light.js'],
      css: ['assets/player.css'],
    });
  });

  it('follows dynamic imports through dynamic chunks (feed → swiper → hls.js)', () => {
    expect(routeExtra(app, loaded, ['src/feed.ts'], hlsOrSwiper)).toEqual({
      js: [
        'assets/feed.js',
        'assets/feed-swiper.js',
        'assets/swiper.js',
        'assets/player-core.js',
        'assets/hls.light.js',
      ],
      css: ['assets/swiper.css'],
    });
  });

  it('ignores keys the manifest does not have', () => {
    expect(routeExtra(app, loaded, ['src/none.ts'], hls)).toEqual({ js: [], css: [] });
  });
});

describe('reachableFiles', () => {
  it('follows static and dynamic imports, once each, leaving out what it is told and what only that imports', () => {
    expect(reachableFiles(manifest, ['index.html'], () => false)).toEqual({
      js: [
        'assets/index.js',
        'assets/vendor.js',
        'assets/home.js',
        'assets/grid.js',
        'assets/swiper.js',
      ],
      css: ['assets/index.css', 'assets/home.css', 'assets/grid.css'],
    });
    expect(reachableFiles(manifest, ['index.html'], (key) => key === 'src/home.ts')).toEqual({
      js: ['assets/index.js', 'assets/vendor.js'],
      css: ['assets/index.css'],
    });
  });
});
