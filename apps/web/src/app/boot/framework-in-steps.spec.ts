import { evaluateInSteps, frameworkFiles, preloadFramework } from './framework-in-steps';

function pageNaming(files: { start: string; render: string }): Document {
  const document = window.document.implementation.createHTMLDocument('');
  document.head.innerHTML =
    `<meta name="app-framework" data-entry="start" content="${files.start}">` +
    `<meta name="app-framework" data-entry="render" content="${files.render}">`;
  return document;
}

const preloads = (document: Document) =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

describe('frameworkFiles', () => {
  it("reads an entry's files in the order the build named them", () => {
    const document = pageNaming({ start: '/a.js /b.js /start.js', render: '/c.js /render.js' });
    expect(frameworkFiles(document, 'start')).toEqual(['/a.js', '/b.js', '/start.js']);
    expect(frameworkFiles(document, 'render')).toEqual(['/c.js', '/render.js']);
  });

  it('is empty on a page that names none (the dev server)', () => {
    const document = window.document.implementation.createHTMLDocument('');
    expect(frameworkFiles(document, 'start')).toEqual([]);
  });
});

describe('preloadFramework', () => {
  it('asks for every file once, leaving those the page already asked for', async () => {
    const document = pageNaming({ start: '/a.js /start.js', render: '/render.js' });
    const earlier = document.createElement('link');
    earlier.rel = 'modulepreload';
    earlier.setAttribute('href', '/a.js');
    document.head.append(earlier);

    await preloadFramework(document);
    await preloadFramework(document);

    expect(preloads(document)).toEqual(['/a.js', '/start.js', '/render.js']);
  });

  it('asks for a few files per task, in the order the build named them', async () => {
    const document = pageNaming({ start: '/a.js /b.js /c.js /d.js', render: '/e.js /f.js /g.js' });
    const perTask: (string | null)[][] = [];
    const seen = () => perTask.flat().length;
    const yieldToBrowser = async () => {
      perTask.push(preloads(document).slice(seen()));
    };

    await preloadFramework(document, yieldToBrowser);
    perTask.push(preloads(document).slice(seen()));

    expect(perTask).toEqual([['/a.js', '/b.js', '/c.js'], ['/d.js', '/e.js', '/f.js'], ['/g.js']]);
  });
});

describe('evaluateInSteps', () => {
  it('evaluates the files in order, the next only after a task of the browser', async () => {
    const steps: string[] = [];
    let releaseTask: () => void = () => undefined;
    const yieldToBrowser = () =>
      new Promise<void>((resolve) => {
        steps.push('yield');
        releaseTask = resolve;
      });
    const importModule = (href: string) => {
      steps.push(href);
      return Promise.resolve();
    };

    const done = evaluateInSteps(['/a.js', '/b.js'], importModule, yieldToBrowser);
    await vi.waitFor(() => expect(steps).toEqual(['/a.js', 'yield']));
    releaseTask();
    await vi.waitFor(() => expect(steps).toEqual(['/a.js', 'yield', '/b.js', 'yield']));
    releaseTask();
    await done;
  });

  it('fails with the first file that cannot be loaded, evaluating none after it', async () => {
    const imported: string[] = [];
    const importModule = (href: string) => {
      imported.push(href);
      return href === '/b.js' ? Promise.reject(new Error('offline')) : Promise.resolve();
    };

    await expect(
      evaluateInSteps(['/a.js', '/b.js', '/c.js'], importModule, () => Promise.resolve()),
    ).rejects.toThrow('offline');
    expect(imported).toEqual(['/a.js', '/b.js']);
  });
});
