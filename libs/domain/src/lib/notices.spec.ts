import { hasUnreadNotice, latestNoticeTime, tickerNotices, type Notice } from '../index';

const notice = (id: number, updatedAt: number | null): Notice => ({
  id,
  title: `n${id}`,
  content: '',
  updatedAt,
});

describe('latestNoticeTime', () => {
  it.each([
    ['no notices', [], null],
    ['only undated notices', [notice(1, null), notice(2, Number.NaN)], null],
    ['dated and undated notices', [notice(1, 500), notice(2, null), notice(3, 900)], 900],
  ])('of %s is %s', (_case, notices, latest) => {
    expect(latestNoticeTime(notices)).toBe(latest);
  });
});

describe('hasUnreadNotice', () => {
  const notices = [notice(1, 1_000), notice(2, 2_000)];

  it.each([
    ['no notices', [], 0, false],
    ['only undated notices', [notice(1, null)], 0, false],
    ['never read (0)', notices, 0, true],
    ['an unreadable timestamp', notices, Number.NaN, true],
    ['read before the newest', notices, 1_999, true],
    ['read exactly at the newest', notices, 2_000, false],
    ['read after the newest', notices, 3_000, false],
  ])('with %s → %s', (_case, list, lastRead, unread) => {
    expect(hasUnreadNotice(list, lastRead)).toBe(unread);
  });
});

describe('tickerNotices', () => {
  it.each([
    ['no notices', [], []],
    ['one notice', [notice(1, 5)], [1]],
    ['the two newest, newest first', [notice(1, 5), notice(2, 9), notice(3, 7)], [2, 3]],
    ['dated before undated', [notice(1, null), notice(2, 3), notice(3, Number.NaN)], [2, 1]],
  ])('shows %s', (_case, notices, ids) => {
    expect(tickerNotices(notices).map((item) => item.id)).toEqual(ids);
  });
});
