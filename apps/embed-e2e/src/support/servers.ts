/**
 * Where the Chromium tests find the servers playwright.config.ts starts: the production preview
 * of the app and the player (the demo API on the next port), and another site that embeds the
 * player. Their own ports, so that they can run after web-e2e's.
 */
export const APP_PORT = Number(process.env['EMBED_E2E_PORT'] ?? 4370);
export const API_PORT = APP_PORT + 1;
export const HOST_PORT = APP_PORT + 2;
/** The web app's origin, where the player lives (`/embed/<id>`). */
export const APP_URL = `http://127.0.0.1:${APP_PORT}`;
/** Another site: `localhost` is another origin than `127.0.0.1`, on the same machine. */
export const HOST_URL = `http://localhost:${HOST_PORT}`;
