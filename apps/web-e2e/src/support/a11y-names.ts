import type { Page } from '@playwright/test';

const CONTROLS =
  'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [role="slider"]';

/**
 * Icon-only controls (no text of their own) whose accessible name holds no Chinese: a screen
 * reader would read nothing useful. Controls with visible text (4s, 1.5x) name themselves.
 */
export function unnamedIcons(page: Page, where: string): Promise<string[]> {
  return page.evaluate(
    ({ where, selector }) => {
      const hasChinese = (text: string | null | undefined) => /[\u4e00-\u9fff]/.test(text ?? '');
      const names = (element: Element) => [
        element.getAttribute('aria-label'),
        element.getAttribute('title'),
        ...(element.getAttribute('aria-labelledby') ?? '')
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent),
        ...[...((element as HTMLInputElement).labels ?? [])].map((label) => label.textContent),
        ...[...element.querySelectorAll('img[alt]')].map((image) => image.getAttribute('alt')),
      ];
      return [...document.querySelectorAll(selector)]
        .filter((element) => element.checkVisibility() && !element.textContent?.trim())
        .filter((element) => !names(element).some(hasChinese))
        .map((element) => `${where}: ${element.outerHTML.slice(0, 160)} has no Chinese name`);
    },
    { where, selector: CONTROLS },
  );
}
