/** One entry of Vite's build manifest (`.vite/manifest.json`). */
export interface ManifestChunk {
  readonly file: string;
  readonly src?: string;
  readonly isEntry?: boolean;
  readonly isDynamicEntry?: boolean;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
  readonly css?: readonly string[];
}

export type Manifest = Readonly<Record<string, ManifestChunk>>;

/** The modules (absolute ids) of each output chunk, by file name (apps/web's chunk-modules plugin). */
export type ChunkModules = Readonly<Record<string, readonly string[]>>;

/** JS and CSS files, each once, in the order first reached. */
export interface ChunkFiles {
  readonly js: readonly string[];
  readonly css: readonly string[];
}

/** The manifest key of the chunk built from `src` (e.g. `src/features/home/home-screen.tsx`). */
export function chunkKeyOf(manifest: Manifest, src: string): string | undefined {
  return Object.keys(manifest).find((key) => manifest[key]?.src === src);
}

/** `keys` and every chunk they import statically, transitively (keys the manifest lacks dropped). */
function staticKeys(manifest: Manifest, keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) return;
    seen.add(key);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return [...seen];
}

function filesOf(manifest: Manifest, keys: Iterable<string>): ChunkFiles {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    chunk.css?.forEach((file) => css.add(file));
  }
  return { js: [...js], css: [...css] };
}

/**
 * The files a browser loads for `keys` before they run: each chunk and its static imports,
 * transitively (dynamic imports are loaded later, on demand). JS and CSS separately.
 */
export function staticClosure(manifest: Manifest, keys: readonly string[]): ChunkFiles {
  return filesOf(manifest, staticKeys(manifest, keys));
}

/**
 * What opening a route adds for a visitor who has already loaded `loaded` (e.g. the entry and
 * the first screen): the route's static closure, plus each chunk that it (or a chunk so added)
 * imports dynamically and that `loadsOnMount` accepts — hls.js, imported when the player
 * mounts — with its own static closure. Dynamic imports of the chunks already loaded are other
 * routes, and never followed.
 */
export function routeExtra(
  manifest: Manifest,
  loaded: readonly string[],
  route: readonly string[],
  loadsOnMount: (key: string) => boolean,
): ChunkFiles {
  const before = new Set(staticKeys(manifest, loaded));
  const added = new Set<string>();
  const add = (keys: readonly string[]) => {
    for (const key of staticKeys(manifest, keys)) {
      if (before.has(key) || added.has(key)) continue;
      added.add(key);
      manifest[key]?.dynamicImports?.filter(loadsOnMount).forEach((dynamic) => add([dynamic]));
    }
  };
  add(route);
  return filesOf(manifest, added);
}

/**
 * Every file a page of `keys` may load as it runs: each chunk, its static imports and its dynamic
 * ones, transitively, except the chunks `leaveOut` accepts (a library measured apart) and what
 * only they import. JS and CSS separately.
 */
export function reachableFiles(
  manifest: Manifest,
  keys: readonly string[],
  leaveOut: (key: string) => boolean,
): ChunkFiles {
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (seen.has(key) || !chunk || leaveOut(key)) return;
    seen.add(key);
    chunk.imports?.forEach(visit);
    chunk.dynamicImports?.forEach(visit);
  };
  keys.forEach(visit);
  return filesOf(manifest, seen);
}

/**
 * Whether module `id` holds code from one of `needles` (e.g. `/node_modules/hls.js/`). A `?url`
 * import (a worker's address, say) holds only a file name: the file loads elsewhere.
 */
export function holdsCodeOf(id: string, needles: readonly string[]): boolean {
  return !id.endsWith('?url') && needles.some((needle) => id.includes(needle));
}

/**
 * Whether the chunk `key` or one it imports statically holds code of one of `needles`
 * ({@link holdsCodeOf}).
 */
export function bringsModule(
  manifest: Manifest,
  chunkModules: ChunkModules,
  needles: readonly string[],
): (key: string) => boolean {
  return (key) =>
    staticKeys(manifest, [key]).some((chunkKey) =>
      chunkModules[manifest[chunkKey]?.file ?? '']?.some((id) => holdsCodeOf(id, needles)),
    );
}
