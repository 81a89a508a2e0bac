import { format, messages } from './messages';

describe('format', () => {
  it.each([
    ['list.finished', {}, '没有更多了'],
    ['share.shortBy', { n: 2 }, '还差2人解锁'],
    ['code.changed', { n: 0 }, '更改成功，请妥善保管！今日剩余更改次数：0'],
    ['time.yesterday', { time: '08:05' }, '昨天 08:05'],
  ] as const)('formats %s', (key, params, text) => {
    expect(format(key, params)).toBe(text);
  });

  it('leaves a placeholder without a value visible', () => {
    expect(format('share.shortBy')).toBe('还差{n}人解锁');
  });

  it('does not read inherited properties as parameters', () => {
    expect(format('share.shortBy', {} as Record<string, number>)).toBe('还差{n}人解锁');
    expect(format('pager.page', Object.create({ n: 9 }) as Record<string, number>)).toBe('第{n}页');
  });

  it('has non-empty text for every key', () => {
    for (const text of Object.values(messages)) expect(text.length).toBeGreaterThan(0);
  });
});
