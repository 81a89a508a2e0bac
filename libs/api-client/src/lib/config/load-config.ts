import { type ConfigResult, parseConfig } from './app-config';
import { resolveUrl } from './resolve-url';

/** The config file, beside `index.html`. */
const CONFIG_FILE = 'config.json';

/**
 * Fetches and validates `config.json` beside `index.html`. `pageUrl` is the URL of the directory
 * that holds `index.html` (e.g. `new URL(import.meta.env.BASE_URL, location.href).href`), so a deep
 * link such as `/a/b` still finds the file. Never throws: an unreachable, missing or malformed file
 * is a failed result, which the app shows as its boot-error screen.
 */
export async function loadConfig(fetchFn: typeof fetch, pageUrl: string): Promise<ConfigResult> {
  const url = resolveUrl(CONFIG_FILE, pageUrl);
  if (url === null) return failure(`The page URL ${pageUrl} is not a URL.`);
  let text: string;
  try {
    // config.json changes without a rebuild: always ask the server.
    const response = await fetchFn(url, { cache: 'no-store', credentials: 'same-origin' });
    if (!response.ok) return failure(`${url} answered HTTP ${response.status}.`);
    text = await response.text();
  } catch (error) {
    return failure(`${url} could not be loaded: ${String(error)}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return failure(`${url} is not valid JSON.`);
  }
  return parseConfig(json, pageUrl);
}

function failure(problem: string): ConfigResult {
  return { ok: false, problems: [problem] };
}
