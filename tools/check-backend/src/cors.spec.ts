import { corsProblems, needsPreflight, preflightHeaders, preflightProblems } from './cors';

const ORIGIN = 'https://app.example';
const get = { method: 'GET', headers: new Headers({ Accept: 'application/json' }) };
const post = { method: 'POST', headers: new Headers({ 'Content-Type': 'application/json' }) };
const remove = { method: 'DELETE', headers: new Headers({ 'Content-Type': 'application/json' }) };

describe('what a browser asks of a cross-origin answer', () => {
  it('preflights a JSON body, another method or a bearer token, not a plain GET', () => {
    expect(needsPreflight({ ...get, credentials: 'include' })).toBe(false);
    expect(preflightHeaders({ ...post, credentials: 'include' })).toEqual(['content-type']);
    expect(needsPreflight({ ...remove, headers: new Headers(), credentials: 'omit' })).toBe(true);
    const token = new Headers({ Authorization: 'Bearer x', Accept: 'application/json' });
    expect(preflightHeaders({ ...get, headers: token, credentials: 'include' })).toEqual([
      'authorization',
    ]);
  });

  it('wants the origin named and credentials allowed when cookies go along', () => {
    const request = { ...get, credentials: 'include' as const };
    const ok = new Headers({
      'Access-Control-Allow-Origin': ORIGIN,
      'Access-Control-Allow-Credentials': 'true',
    });
    expect(corsProblems(request, ORIGIN, ok)).toEqual([]);
    expect(
      corsProblems(request, ORIGIN, new Headers({ 'Access-Control-Allow-Origin': '*' })),
    ).toEqual([
      `the answer allows origin * but the app sends cookies: it must name ${ORIGIN} itself`,
      'the answer does not allow credentials (Access-Control-Allow-Credentials: true), and the app sends cookies',
    ]);
    const other = new Headers({ 'Access-Control-Allow-Origin': 'https://other.example' });
    expect(corsProblems({ ...get, credentials: 'omit' }, ORIGIN, other)).toEqual([
      `the answer allows origin https://other.example, not ${ORIGIN}`,
    ]);
    expect(
      corsProblems(
        { ...get, credentials: 'omit' },
        ORIGIN,
        new Headers({ 'Access-Control-Allow-Origin': '*' }),
      ),
    ).toEqual([]);
  });

  it('wants a preflight to allow the method and the headers', () => {
    const request = { ...remove, credentials: 'omit' as const };
    expect(
      preflightProblems(request, ORIGIN, 204, new Headers({ 'Access-Control-Allow-Origin': '*' })),
    ).toEqual([
      'the preflight (OPTIONS) does not allow the method DELETE',
      'the preflight (OPTIONS) does not allow the header content-type',
    ]);
    const wide = new Headers({
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Methods': '*',
      'Access-Control-Allow-Headers': '*',
    });
    expect(preflightProblems(request, ORIGIN, 204, wide)).toEqual([]);
    expect(preflightProblems(request, ORIGIN, 404, wide)).toEqual([
      'the preflight (OPTIONS) was answered with HTTP 404',
    ]);
  });
});
