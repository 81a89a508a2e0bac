import { copyText } from './copy-text';

const LINK = 'http://share.test/playVideoShare?id=djE6MQ';

/** Gives jsdom's document an `execCommand` that records the text selected in a textarea. */
function stubExecCommand(result: boolean | Error) {
  const copied: string[] = [];
  const execCommand = vi.fn((command: string) => {
    if (result instanceof Error) throw result;
    const area = document.querySelector('textarea');
    if (command === 'copy' && area) {
      copied.push(area.value.slice(area.selectionStart, area.selectionEnd));
    }
    return result;
  });
  Object.defineProperty(document, 'execCommand', { configurable: true, value: execCommand });
  return { copied, execCommand };
}

function stubClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(window.navigator, 'clipboard', {
    configurable: true,
    value: writeText ? { writeText } : undefined,
  });
}

describe('copyText', () => {
  afterEach(() => {
    Reflect.deleteProperty(document, 'execCommand');
    Reflect.deleteProperty(window.navigator, 'clipboard');
  });

  it('uses the Clipboard API where it exists', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    stubClipboard(writeText);
    const { execCommand } = stubExecCommand(true);

    await expect(copyText(LINK)).resolves.toBe(true);

    expect(writeText).toHaveBeenCalledWith(LINK);
    expect(execCommand).not.toHaveBeenCalled();
  });

  it.each([
    ['is missing', undefined],
    ['refuses', () => Promise.reject(new DOMException('denied', 'NotAllowedError'))],
  ])('copies a selected textarea when the Clipboard API %s', async (_case, writeText) => {
    stubClipboard(writeText);
    const { copied } = stubExecCommand(true);

    await expect(copyText(LINK)).resolves.toBe(true);

    expect(copied).toEqual([LINK]);
    expect(document.querySelector('textarea')).toBeNull();
  });

  it.each([
    ['says no', false],
    ['throws', new Error('not supported')],
  ])('fails when the fallback %s', async (_case, result) => {
    stubClipboard(undefined);
    stubExecCommand(result);

    await expect(copyText(LINK)).resolves.toBe(false);
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('gives the focus back to the button that was tapped', async () => {
    stubClipboard(undefined);
    stubExecCommand(true);
    const button = document.createElement('button');
    document.body.append(button);
    button.focus();

    await copyText(LINK);

    expect(document.activeElement).toBe(button);
    button.remove();
  });
});
