import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BootError } from './boot-error';

describe('BootError', () => {
  it('says the config failed, in Chinese, with what was wrong under 技术详情 as text and a reload', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    render(<BootError problems={['apiBaseUrl: 缺少', '<img src=x onerror=alert(1)>']} />);

    expect(screen.getByRole('heading', { name: '应用配置加载失败' })).toBeInTheDocument();
    await userEvent.click(screen.getByText('技术详情'));
    expect(screen.getByText('apiBaseUrl: 缺少')).toBeVisible();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeVisible();
    expect(document.querySelector('img')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(reload).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });
});
