import { describe, expect, it } from 'vitest';
import { chunkKeyOf, type Manifest, staticClosure } from './manifest';

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
