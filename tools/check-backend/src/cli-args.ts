import { parseArgs } from 'node:util';

/** What `npm run check-backend -- …` was asked. */
export interface CliArgs {
  readonly apiBaseUrl: string;
  readonly shareApiBaseUrl?: string;
  readonly origin?: string;
  readonly configPath: string;
  readonly token?: string;
  readonly readOnly: boolean;
}

export const USAGE = `Usage: npm run check-backend -- <api base URL> [options]

Runs every call the app makes against the backend, with the app's own requests and decoders,
and prints what the app would do with each answer. Exit status 1 when any answer is unreadable.

  --share <URL>    the share service (default: the config's shareApiBaseUrl, relative to the API)
  --origin <URL>   the app's origin: requests carry it, and the CORS headers it needs are checked
  --config <path>  the app's config.json (default apps/web/public/config.json)
  --token <token>  the bearer token, when the config's authRequired
  --read-only      leave out the calls that write (feedback, favourites, an unlock visit)
  --help           this text`;

export const DEFAULT_CONFIG_PATH = 'apps/web/public/config.json';

/** The arguments, or a message saying what is wrong with them. */
export function parseCliArgs(argv: readonly string[]): CliArgs | { readonly error: string } {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        share: { type: 'string' },
        origin: { type: 'string' },
        config: { type: 'string' },
        token: { type: 'string' },
        'read-only': { type: 'boolean' },
        help: { type: 'boolean' },
      },
    });
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
  const { values, positionals } = parsed;
  if (values.help) return { error: '' };
  if (positionals.length !== 1) return { error: 'Give one API base URL.' };
  const apiBaseUrl = httpUrl(positionals[0] ?? '');
  const shareApiBaseUrl = values.share === undefined ? undefined : httpUrl(values.share);
  const origin = values.origin === undefined ? undefined : httpUrl(values.origin);
  if (apiBaseUrl === null) return { error: `Not an http(s) URL: ${positionals[0]}` };
  if (shareApiBaseUrl === null) return { error: `--share is not an http(s) URL: ${values.share}` };
  if (origin === null) return { error: `--origin is not an http(s) URL: ${values.origin}` };
  return {
    apiBaseUrl,
    shareApiBaseUrl,
    origin: origin === undefined ? undefined : new URL(origin).origin,
    configPath: values.config ?? DEFAULT_CONFIG_PATH,
    token: values.token,
    readOnly: values['read-only'] ?? false,
  };
}

function httpUrl(text: string): string | null {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
