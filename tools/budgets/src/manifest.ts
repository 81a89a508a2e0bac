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

/** The manifest key of the chunk built from `src` (e.g. `src/features/home/index.ts`). */
export function chunkKeyOf(manifest: Manifest, src: string): string | undefined {
  return Object.keys(manifest).find((key) => manifest[key]?.src === src);
}

/**
 * The files a browser loads for `keys` before they run: each chunk and its static imports,
 * transitively (dynamic imports are loaded later, on demand). JS and CSS separately.
 */
export function staticClosure(manifest: Manifest, keys: readonly string[]) {
  const seen = new Set<string>();
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return { js: [...js], css: [...css] };
}
