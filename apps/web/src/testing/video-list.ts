import { screen, waitFor, within } from '@testing-library/react';
import { indexCatalogue, createCatalogue } from '@video/api-client/testing';

/** The height every row measures in jsdom, which has no layout. */
export const ROW_HEIGHT = 200;

/** Makes every element measure `ROW_HEIGHT`, so a virtualised list renders only its first rows. */
export function layOutRows(): void {
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(ROW_HEIGHT);
}

/** The visible view's main region (a kept-alive view stays in the DOM, hidden). */
export function view() {
  return within(screen.getByRole('main', { hidden: false }));
}

/** Titles of the video cards rendered now in the visible view, in order. */
export function cardTitles(): string[] {
  return view()
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('[id$="-title"]')?.textContent)
    .filter((title): title is string => title !== undefined);
}

/** How many items the list says it holds (the virtualiser renders only some of them). */
export function listSize(): number {
  return Number(view().getAllByRole('listitem')[0].getAttribute('aria-setsize'));
}

/** Waits until the list holds more than its first page of `perPage` items. */
export async function waitForSecondPage(perPage = 12): Promise<void> {
  await waitFor(() => expect(listSize()).toBeGreaterThan(perPage), { timeout: 8000 });
}

/** The reference catalogue, indexed the way the reference server lists it. */
export const referenceCatalogue = indexCatalogue(createCatalogue());
