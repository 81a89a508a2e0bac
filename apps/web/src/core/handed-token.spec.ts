import { readHandedToken, takeHandedToken } from './handed-token';

function addressAt(url: string) {
  const parsed = new URL(url, 'http://app.test');
  const replaced: string[] = [];
  const history = {
    state: { idx: 0 },
    replaceState: vi.fn((_state: unknown, _unused: string, next: string) => {
      replaced.push(next);
    }),
  };
  return { location: parsed, history, replaced };
}

describe('takeHandedToken', () => {
  it('takes a token handed over in the fragment and removes it from the address', () => {
    const { location, history, replaced } = addressAt('/vendor#token=eyJ0eXAi.payload.sig');
    expect(takeHandedToken(location, history)).toBe('eyJ0eXAi.payload.sig');
    expect(replaced).toEqual(['/vendor']);
    expect(history.replaceState).toHaveBeenCalledWith(history.state, '', '/vendor');
  });

  it('takes it at the vendor screen under the path the app lives under', () => {
    const { location, history, replaced } = addressAt('/m/vendor/#token=abc123');
    expect(takeHandedToken(location, history, '/m/')).toBe('abc123');
    expect(replaced).toEqual(['/m/vendor/']);
  });

  it('keeps the rest of the address', () => {
    const { location, history, replaced } = addressAt(
      '/vendor?logout=logout&msg=x#token=abc123&from=mail',
    );
    expect(takeHandedToken(location, history)).toBe('abc123');
    expect(replaced).toEqual(['/vendor?logout=logout&msg=x#from=mail']);
  });

  it('drops a token in the query unused: it has already gone to the server', () => {
    const { location, history, replaced } = addressAt('/vendor?token=abc123');
    expect(takeHandedToken(location, history)).toBeNull();
    expect(replaced).toEqual(['/vendor']);
  });

  it('takes a token only on the vendor screen, and strips it elsewhere too', () => {
    const { location, history, replaced } = addressAt('/home#token=abc123');
    expect(takeHandedToken(location, history)).toBeNull();
    expect(replaced).toEqual(['/home']);
  });

  it('strips a malformed token and hands nothing over', () => {
    const { location, history, replaced } = addressAt('/vendor#token=%3Cscript%3E');
    expect(takeHandedToken(location, history)).toBeNull();
    expect(replaced).toEqual(['/vendor']);
  });

  it('leaves an address without a token alone', () => {
    const { location, history } = addressAt('/vendor?logout=logout#top');
    expect(takeHandedToken(location, history)).toBeNull();
    expect(history.replaceState).not.toHaveBeenCalled();
  });
});

describe('readHandedToken', () => {
  it.each([
    { value: null, token: null },
    { value: '', token: null },
    { value: '   ', token: null },
    { value: 'has space', token: null },
    { value: '<script>', token: null },
    { value: 'a'.repeat(4097), token: null },
    { value: ' abc123 ', token: 'abc123' },
    { value: 'eyJhbGciOi.eyJzdWIi.c2lnbmF0dXJl', token: 'eyJhbGciOi.eyJzdWIi.c2lnbmF0dXJl' },
    { value: 'a+b/c=_~-', token: 'a+b/c=_~-' },
  ])('$value → $token', ({ value, token }) => {
    expect(readHandedToken(value)).toBe(token);
  });
});
