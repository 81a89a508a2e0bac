import { fileURLToPath } from 'node:url';
import { type BuildOptions, loadConfigFromFile, type PluginOption, type UserConfig } from 'vite';

const WEB_CONFIG = fileURLToPath(new URL('../../../apps/web/vite.config.mts', import.meta.url));

/** What a page built "with the app's build settings" takes from the web app's Vite config. */
export interface WebBuildSettings {
  readonly target: BuildOptions['target'];
  readonly minify: BuildOptions['minify'];
  readonly cssMinify: BuildOptions['cssMinify'];
  readonly define: UserConfig['define'];
  readonly conditions: readonly string[] | undefined;
  /** How the app's output is split (React DOM and its scheduler in a chunk of their own). */
  readonly output: NonNullable<BuildOptions['rolldownOptions']>['output'];
  /** The app's React plugin, with the app's options (its JSX transform, its production mode). */
  readonly reactPlugins: readonly PluginOption[];
}

const isReactPlugin = (plugin: unknown) =>
  typeof plugin === 'object' &&
  plugin !== null &&
  'name' in plugin &&
  typeof plugin.name === 'string' &&
  plugin.name.startsWith('vite:react');

/** A config's plugins, their nested lists flattened (a plugin factory may return several). */
function pluginsOf(option: PluginOption | readonly PluginOption[]): unknown[] {
  return Array.isArray(option) ? option.flatMap((item: PluginOption) => pluginsOf(item)) : [option];
}

/**
 * The web app's build settings, read from `apps/web/vite.config.mts` as a production build
 * loads it: its target, minifiers, `define`s, resolve conditions, output split and React plugin.
 * Its other plugins (the outline, the service worker, the chunks' names) are the app's own work,
 * not the framework's, and stay out.
 */
export async function webBuildSettings(): Promise<WebBuildSettings> {
  const loaded = await loadConfigFromFile(
    { command: 'build', mode: 'production' },
    WEB_CONFIG,
    undefined,
    'silent',
  );
  if (!loaded) throw new Error(`Could not load ${WEB_CONFIG}.`);
  const { build = {}, define, resolve, plugins = [] } = loaded.config;
  return {
    target: build.target,
    minify: build.minify,
    cssMinify: build.cssMinify,
    define,
    conditions: resolve?.conditions,
    output: build.rolldownOptions?.output,
    reactPlugins: pluginsOf(plugins).filter(isReactPlugin) as PluginOption[],
  };
}
