import { configure, render, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { renderApp } from '../../testing/render-app';
import { Outline } from './outline';

// Each test renders the whole app: on a busy machine a screen can take seconds to appear.
configure({ asyncUtilTimeout: 4000 });

/** Every call the screen makes stays unanswered: the screen shows what it shows while loading. */
const unanswered = http.all('*', () => new Promise<never>(() => undefined));

/** An attribute's value as drawn: React's generated ids (`useId`) differ from render to render. */
function drawn(value: string): string {
  return value.replaceAll(/_r_\w+_/g, '_id_');
}

/**
 * Where the outline's `part` is not drawn as in `screen`, if anywhere: each of its elements with
 * the screen's tag, attributes (but the lead image's mark) and text, and its children the first
 * ones of the screen's element (the outline holds the screen's top: home's feed but its first
 * section, the list's grid under its skeleton are left out).
 */
function difference(part: Node, screen: Node | undefined, path = ''): string | undefined {
  if (!screen) return `${path}: not on the screen`;
  if (part.nodeType !== screen.nodeType) return `${path}: another kind of node`;
  if (!(part instanceof Element) || !(screen instanceof Element)) {
    return part.textContent === screen.textContent ? undefined : `${path}: another text`;
  }
  const here = `${path} > ${part.tagName.toLowerCase()}.${part.className}`;
  if (part.tagName !== screen.tagName) return `${here}: a ${screen.tagName} on the screen`;
  const attributes = (element: Element) =>
    [...element.attributes]
      .filter(({ name }) => name !== 'data-lead')
      .map(({ name, value }) => `${name}=${drawn(value)}`)
      .sort()
      .join(' ');
  if (attributes(part) !== attributes(screen)) {
    return `${here}: [${attributes(part)}] on the screen [${attributes(screen)}]`;
  }
  for (const [index, child] of [...part.childNodes].entries()) {
    const found = difference(child, screen.childNodes[index], `${here}[${index}]`);
    if (found) return found;
  }
  return undefined;
}

/** The outline's part for `kind`, as index.html holds it. */
function outlinePart(kind: string): Element {
  const { container } = render(<Outline />);
  const part = container.querySelector(`.outline-${kind} main`);
  if (!part) throw new Error(`The outline has no ${kind}.`);
  return part;
}

/**
 * The screen the app shows at `route` while nothing it asked for has arrived, on a page that can
 * keep films (as the outline assumes).
 */
async function loadingScreen(route: string): Promise<Element> {
  const { container } = renderApp({
    route,
    handlers: [unanswered],
    services: { keptFilms: () => new Promise<never>(() => undefined) },
  });
  return waitFor(() => {
    const main = container.querySelector('main');
    if (!main) throw new Error(`No screen at ${route} yet.`);
    return main;
  });
}

describe('The outline index.html paints is each screen’s own first view', () => {
  it.each([
    ['home', '/home'],
    ['rank', '/rank'],
    ['list', '/list?typeId=1&orderby=new'],
    ['mine', '/mine'],
    ['feed', '/shortVideo?id=1'],
  ])('%s: the outline draws what the screen draws while it loads', async (kind, route) => {
    const screen = await loadingScreen(route);
    // 我的's code is the visitor's, which the outline cannot know.
    screen.querySelector('input')?.removeAttribute('value');
    const outline = outlinePart(kind);
    outline.querySelector('input')?.removeAttribute('value');

    expect(difference(outline, screen)).toBeUndefined();
  });

  it.each(['/playVideo?id=1', '/playVideoShare?id=1'])(
    'player (%s): the same dark bar over the same black box and spinner',
    async (route) => {
      const screen = await loadingScreen(route);
      // The bar's title is the video's, which the outline cannot know; below the stage each
      // player shows its own.
      screen.querySelector('h1')?.replaceChildren();
      const stage = (main: Element) => main.firstElementChild ?? undefined;
      const outline = stage(outlinePart('player'));

      expect(outline && difference(outline, stage(screen))).toBeUndefined();
    },
  );
});
