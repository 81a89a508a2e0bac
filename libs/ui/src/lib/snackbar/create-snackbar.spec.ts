import { createSnackbar } from './create-snackbar';

describe('createSnackbar', () => {
  it('starts empty', () => {
    expect(createSnackbar().getSnapshot()).toBeNull();
  });

  it('shows one message at a time: a new one replaces the old, with a new id', () => {
    const snackbar = createSnackbar();

    snackbar.show('已复制链接');
    const first = snackbar.getSnapshot();
    snackbar.show('已复制链接');
    const second = snackbar.getSnapshot();

    expect(first?.text).toBe('已复制链接');
    expect(second?.text).toBe('已复制链接');
    expect(second?.id).not.toBe(first?.id);
  });

  it.each([
    { dismissed: 'older', expected: '刷新成功' },
    { dismissed: 'current', expected: null },
  ])('dismissing the $dismissed message leaves $expected', ({ dismissed, expected }) => {
    const snackbar = createSnackbar();
    snackbar.show('网络错误，请稍后重试');
    const older = snackbar.getSnapshot();
    snackbar.show('刷新成功');
    const current = snackbar.getSnapshot();

    snackbar.dismiss((dismissed === 'older' ? older : current)?.id ?? -1);

    expect(snackbar.getSnapshot()?.text ?? null).toBe(expected);
  });

  it('notifies subscribers of every change until they unsubscribe', () => {
    const snackbar = createSnackbar();
    const listener = vi.fn();
    const unsubscribe = snackbar.subscribe(listener);

    snackbar.show('刷新成功');
    snackbar.dismiss(snackbar.getSnapshot()?.id ?? -1);
    unsubscribe();
    snackbar.show('已复制链接');

    expect(listener).toHaveBeenCalledTimes(2);
  });
});
