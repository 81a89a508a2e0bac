import { render, screen } from '@testing-library/react';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it.each([
    { label: undefined, text: '加载中...' },
    { label: '提交中', text: '提交中' },
  ])('announces $text as a status', ({ label, text }) => {
    render(<Spinner label={label} />);

    expect(screen.getByRole('status')).toHaveTextContent(text);
  });
});
