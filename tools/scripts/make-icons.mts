// Every icon of the app from one drawing, apps/web/icons/icon.svg, into apps/web/public/icons/:
// the favicon (SVG, and a 48 px ICO for browsers that ask for /favicon.ico), the manifest's
// icons (any purpose at 192 and 512 px; maskable at 192 and 512 px, the drawing inside the
// launcher's safe zone on the accent colour), and the 180 px iOS home-screen icon (opaque, as iOS
// wants). Run it after changing the drawing: `npm run icons`; the output is committed.
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const web = join(import.meta.dirname, '../../apps/web');
const source = join(web, 'icons/icon.svg');
const out = join(web, 'public/icons');
/** The drawing's accent, behind the maskable and iOS icons. */
const BACKGROUND = '#c0224a';
/** A maskable icon's safe zone is the centre circle of 80 % of its side. */
const MASKABLE_SCALE = 0.8;

/** The manifest shortcuts' small icons: a play mark on a phone (短视频), a clock (观看历史). */
const SHORTCUT_DRAWINGS: Readonly<Record<string, string>> = {
  'short-video': `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="20" fill="${BACKGROUND}"/><rect x="30" y="16" width="36" height="64" rx="8" fill="none" stroke="#fff" stroke-width="6"/><path d="M43 38v20l15-10z" fill="#fff"/></svg>`,
  history: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="20" fill="${BACKGROUND}"/><circle cx="48" cy="48" r="26" fill="none" stroke="#fff" stroke-width="6"/><path d="M48 32v17l11 8" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round"/></svg>`,
};

async function plain(size: number): Promise<Buffer> {
  return sharp(source, { density: 384 }).resize(size, size).png().toBuffer();
}

async function onBackground(size: number, scale: number): Promise<Buffer> {
  const inner = Math.round(size * scale);
  return sharp({ create: { width: size, height: size, channels: 4, background: BACKGROUND } })
    .composite([{ input: await plain(inner), gravity: 'centre' }])
    .flatten({ background: BACKGROUND })
    .png()
    .toBuffer();
}

/** An ICO file holding one PNG image (supported by every browser since IE 11 era Windows). */
function ico(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(header.length, 18);
  return Buffer.concat([header, png]);
}

mkdirSync(out, { recursive: true });
copyFileSync(source, join(out, 'favicon.svg'));
writeFileSync(join(web, 'public/favicon.ico'), ico(await plain(48), 48));
for (const size of [192, 512]) {
  writeFileSync(join(out, `icon-${size}.png`), await plain(size));
  writeFileSync(join(out, `maskable-${size}.png`), await onBackground(size, MASKABLE_SCALE));
}
writeFileSync(join(out, 'apple-touch-icon-180.png'), await onBackground(180, 0.84));
for (const [name, svg] of Object.entries(SHORTCUT_DRAWINGS)) {
  writeFileSync(
    join(out, `shortcut-${name}-96.png`),
    await sharp(Buffer.from(svg)).resize(96, 96).png().toBuffer(),
  );
}
console.log(`Icons written to ${out}`);
