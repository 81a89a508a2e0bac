/**
 * Puts `text` on the clipboard; resolves whether it worked, never rejects. The Clipboard API
 * first; where it is missing (plain-http pages, older and in-app browsers) or refuses, a selected
 * hidden textarea and `execCommand('copy')`. Call it straight from the tap's handler: browsers
 * allow copying only during a user gesture.
 */
export async function copyText(text: string, doc: Document = document): Promise<boolean> {
  const clipboard = doc.defaultView?.navigator.clipboard;
  if (clipboard?.writeText) {
    try {
      await clipboard.writeText(text);
      return true;
    } catch {
      // Refused (permissions, a WebView's policy): the selection may still work.
    }
  }
  return copyBySelection(text, doc);
}

function copyBySelection(text: string, doc: Document): boolean {
  const area = doc.createElement('textarea');
  area.value = text;
  // Read-only and 16 px: iOS neither opens the keyboard nor zooms in for it.
  area.readOnly = true;
  area.setAttribute('aria-hidden', 'true');
  Object.assign(area.style, {
    position: 'fixed',
    top: '0',
    left: '0',
    opacity: '0',
    fontSize: '16px',
  });
  const focused = doc.activeElement;
  doc.body.append(area);
  try {
    area.select();
    // iOS Safari selects nothing with select() alone.
    area.setSelectionRange(0, text.length);
    // Deprecated, but the only way where the Clipboard API is missing.
    return doc.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    if (focused instanceof HTMLElement) focused.focus();
  }
}
