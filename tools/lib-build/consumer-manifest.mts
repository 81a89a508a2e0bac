/** The fields of a workspace library's package.json that its build reads. */
export interface WorkspaceManifest {
  readonly name: string;
  readonly version: string;
  readonly description?: string;
  readonly license?: string;
  readonly sideEffects?: boolean | readonly string[];
  readonly exports: Readonly<Record<string, string | Readonly<Record<string, string>>>>;
  readonly dependencies?: Readonly<Record<string, string>>;
  readonly peerDependencies?: Readonly<Record<string, string>>;
  readonly peerDependenciesMeta?: Readonly<Record<string, { readonly optional?: boolean }>>;
}

/**
 * Whether an entry of the source manifest is part of the built package. `./testing` (factories,
 * MSW handlers, the reference server, fakes) serves this repository's own tests from source: it is
 * not built, and what it imports (msw, hono, vitest …) is no dependency of the package.
 */
export function isShipped(path: string): boolean {
  return path !== './testing';
}

/** Where a file entry of the source (`./src/lib/tokens.css`) lies in `dist/` (`./tokens.css`). */
export function consumerPath(source: string): string {
  return source.replace(/^\.\/src\/(lib\/)?/, './');
}

/** What a built entry is made of: its module and its declarations, relative to `dist/`. */
function builtEntry(source: string): { types: string; import: string } {
  const name = source.replace(/^\.\/src\//, '').replace(/\.tsx?$/, '');
  return { types: `./${name}.d.ts`, import: `./esm/${name}.js` };
}

/**
 * The package.json of `dist/`: the same name, version and dependencies, with every entry of the
 * source manifest pointed at the build (a stylesheet entry at its file in `dist/`, and all CSS
 * Modules as `./styles.css` when the library has any). Workspace libraries it depends on are
 * pinned to the version being built, which is how they are packed and installed together.
 */
export function consumerManifest(
  manifest: WorkspaceManifest,
  { hasStyles }: { readonly hasStyles: boolean },
): Record<string, unknown> {
  const exports: Record<string, unknown> = {};
  for (const [path, target] of Object.entries(manifest.exports)) {
    if (!isShipped(path)) continue;
    if (path === './package.json') exports[path] = './package.json';
    else if (typeof target === 'string') exports[path] = consumerPath(target);
    else if (target['@video/source']) {
      const entry = builtEntry(target['@video/source']);
      exports[path] = { types: entry.types, import: entry.import, default: entry.import };
    }
  }
  if (hasStyles) exports['./styles.css'] = './esm/styles.css';
  const root = builtEntry('./src/index.ts');
  return {
    name: manifest.name,
    version: manifest.version,
    ...(manifest.description ? { description: manifest.description } : {}),
    license: manifest.license ?? 'UNLICENSED',
    type: 'module',
    main: root.import,
    module: root.import,
    types: root.types,
    exports,
    // The modules, their declarations and stylesheets; not the declaration maps, whose sources
    // are not shipped, nor tsc's build info.
    files: ['esm', '**/*.d.ts', '*.css'],
    sideEffects: manifest.sideEffects ?? false,
    ...(manifest.dependencies ? { dependencies: manifest.dependencies } : {}),
    ...(manifest.peerDependencies ? { peerDependencies: manifest.peerDependencies } : {}),
    ...(manifest.peerDependenciesMeta
      ? { peerDependenciesMeta: manifest.peerDependenciesMeta }
      : {}),
  };
}
