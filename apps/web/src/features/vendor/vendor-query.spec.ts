import { DEFAULT_LOGOUT_REASON, logoutReason, REASON_MAX_LENGTH } from './vendor-query';

describe('logoutReason', () => {
  it.each([
    { case: 'no message', message: null, reason: DEFAULT_LOGOUT_REASON },
    { case: 'a blank message', message: ' \n\t ', reason: DEFAULT_LOGOUT_REASON },
    { case: 'a message', message: '登录已过期', reason: '登录已过期' },
    { case: 'markup, kept as text', message: '<b>过期</b>', reason: '<b>过期</b>' },
    { case: 'line breaks and runs of blanks', message: '登录\n已   过期', reason: '登录 已 过期' },
    { case: 'bidi overrides', message: '登录\u202e已过期', reason: '登录 已过期' },
  ])('$case → $reason', ({ message, reason }) => {
    expect(logoutReason(message)).toBe(reason);
  });

  it.each([
    { length: REASON_MAX_LENGTH, cut: false },
    { length: REASON_MAX_LENGTH + 1, cut: true },
    { length: 5000, cut: true },
  ])('a message of $length characters is cut: $cut', ({ length, cut }) => {
    const reason = logoutReason('过'.repeat(length));
    expect([...reason]).toHaveLength(REASON_MAX_LENGTH);
    expect(reason.endsWith('…')).toBe(cut);
  });

  it('never cuts an emoji in half', () => {
    const reason = logoutReason('😀'.repeat(REASON_MAX_LENGTH + 5));
    expect(reason).toBe(`${'😀'.repeat(REASON_MAX_LENGTH - 1)}…`);
  });
});
