import { render, screen } from '@testing-library/react';
import { VisuallyHidden } from './visually-hidden';

describe('VisuallyHidden', () => {
  it('is read out as the element asked for, with its role and text', () => {
    render(
      <>
        <VisuallyHidden as="h1">首页</VisuallyHidden>
        <VisuallyHidden role="status">加载中...</VisuallyHidden>
      </>,
    );

    expect(screen.getByRole('heading', { level: 1, name: '首页' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('加载中...');
  });
});
