/**
 * The box of the outline index.html paints that the screen's lead image (home's first banner,
 * 我的's first exchange ad, a list's first cover, a player's poster) fills, if the outline shown
 * has one.
 */
export function outlineLeadBox(document: Document): Element | undefined {
  return [...document.querySelectorAll('.outline [data-lead]')].find(
    // The outline of every kind of screen is in index.html; only the one picked is displayed.
    (candidate) => candidate.getClientRects().length > 0,
  );
}

/**
 * Shows the screen's lead image in the outline's box once it is decrypted, before the app's first
 * render: the visitor sees the real picture at once, at the place and in the shape the screen
 * draws it, and the first render replaces the outline, image and all, with the same picture in
 * the same place. Nothing happens once the outline is gone. Returns the image shown, if any.
 */
export function showLeadInOutline(box: Element, url: string): HTMLImageElement | undefined {
  if (!box.isConnected || box.querySelector('img')) return undefined;
  const image = box.ownerDocument.createElement('img');
  image.className = 'outline-lead';
  image.alt = '';
  image.src = url;
  box.append(image);
  return image;
}
