import { isApiError } from './api-error';

describe('isApiError', () => {
  it.each([
    [{ kind: 'network', message: '网络错误，请稍后重试' }, true],
    [{ kind: 'unauthorized', message: '' }, true],
    [{ kind: 'notFound', message: '网络错误，请稍后重试' }, true],
    [{ kind: 'invalid', message: 'x', issues: ['id: …'] }, true],
    [{ kind: 'other', message: 'x' }, false],
    [{ kind: 'network' }, false],
    [{ status: 'FETCH_ERROR', error: 'x' }, false],
    [{ name: 'AbortError', message: 'x' }, false],
    ['network', false],
    [null, false],
    [undefined, false],
  ])('%j → %s', (value, expected) => {
    expect(isApiError(value)).toBe(expected);
  });
});
