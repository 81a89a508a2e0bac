import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showRenderFailure } from './render-failure';

describe('showRenderFailure', () => {
  it('replaces the outline with a message in Chinese and a reload', async () => {
    const container = document.createElement('div');
    container.innerHTML = '<div class="outline"></div>';
    document.body.append(container);
    const reload = vi.fn();

    showRenderFailure(container, reload);

    expect(container.querySelector('.outline')).toBeNull();
    expect(screen.getByRole('heading', { name: '页面加载失败' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(reload).toHaveBeenCalledOnce();
    container.remove();
  });
});
