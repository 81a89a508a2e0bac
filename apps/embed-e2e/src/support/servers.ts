/**
 * Where the Chromium tests find the servers playwright.config.ts starts: the production preview
 * of the app and the player (the demo API on the next port), another site that embeds the
 * player, and the deploy's nginx in front of the same builds. Their own ports, so that they can
 * run after web-e2e's.
 */
export const APP_PORT = Number(process.env['EMBED_E2E_PORT'] ?? 4370);
export const API_PORT = APP_PORT + 1;
export const HOST_PORT = APP_PORT + 2;
export const NGINX_PORT = APP_PORT + 3;
/** The web app's origin, where the player lives (`/embed/<id>`). */
export const APP_URL = `http://127.0.0.1:${APP_PORT}`;
/** Another site: `localhost` is another origin than `127.0.0.1`, on the same machine. */
export const HOST_URL = `http://localhost:${HOST_PORT}`;
/** The builds behind tools/deploy's nginx (the player at `/embed/<id>`), as a deploy serves them. */
export const NGINX_URL = `http://127.0.0.1:${NGINX_PORT}`;
