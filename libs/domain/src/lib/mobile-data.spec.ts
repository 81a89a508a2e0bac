import { connectionKind, mobileDataNoticeDue } from '../index';

describe('connectionKind', () => {
  it.each([
    ['cellular', 'cellular'],
    ['wifi', 'other'],
    ['ethernet', 'other'],
    ['unknown', 'unknown'],
    [undefined, 'unknown'],
  ] as const)('%s is %s', (type, kind) => {
    expect(connectionKind(type)).toBe(kind);
  });
});

describe('mobileDataNoticeDue', () => {
  const first = {
    connection: 'cellular',
    shownThisVisit: false,
    dismissedForGood: false,
    embedded: false,
  } as const;

  it('asks before the first film of a visit on a cellular link', () => {
    expect(mobileDataNoticeDue(first)).toBe(true);
  });

  it.each([
    ['on Wi-Fi', { connection: 'other' as const }],
    ['on a link the browser does not name', { connection: 'unknown' as const }],
    ['a second time in a visit', { shownThisVisit: true }],
    ['after 不再提示', { dismissedForGood: true }],
    ['in the embed', { embedded: true }],
  ])('never %s', (_case, change) => {
    expect(mobileDataNoticeDue({ ...first, ...change })).toBe(false);
  });
});
