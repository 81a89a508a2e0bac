import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Dialog } from './dialog';

/** jsdom has `<dialog>` but not its modal methods: these mirror what they do to `open`. */
const showModal = vi.fn(function (this: HTMLDialogElement) {
  this.setAttribute('open', '');
});
const close = vi.fn(function (this: HTMLDialogElement) {
  this.removeAttribute('open');
});

function Harness({ onClose = vi.fn() }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        意见反馈
      </button>
      <Dialog
        open={open}
        title="系统公告"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      >
        <p>公告内容</p>
        <button type="button">确定</button>
      </Dialog>
    </>
  );
}

async function openDialog() {
  const onClose = vi.fn();
  render(<Harness onClose={onClose} />);
  await userEvent.click(screen.getByRole('button', { name: '意见反馈' }));
  return { onClose, dialog: screen.getByRole('dialog', { name: '系统公告' }) };
}

describe('Dialog', () => {
  beforeAll(() => {
    HTMLDialogElement.prototype.showModal = showModal;
    HTMLDialogElement.prototype.close = close;
  });

  it('renders nothing visible while closed', () => {
    render(<Harness />);

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('公告内容')).not.toBeInTheDocument();
  });

  it('opens modally, named by its title, and moves focus in', async () => {
    const { dialog } = await openDialog();

    expect(showModal).toHaveBeenCalled();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('heading', { name: '系统公告' })).toBeInTheDocument();
    expect(screen.getByText('公告内容')).toBeVisible();
    expect(screen.getByRole('button', { name: '关闭' })).toHaveFocus();
    expect(dialog).toContainElement(screen.getByRole('button', { name: '关闭' }));
  });

  it('leaves focus where showModal put it, e.g. on an autofocus child', async () => {
    showModal.mockImplementationOnce(function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
      this.querySelector<HTMLElement>('p + button')?.focus();
    });

    await openDialog();

    expect(screen.getByRole('button', { name: '确定' })).toHaveFocus();
  });

  it.each([
    {
      how: 'the 关闭 button',
      act: async () => userEvent.click(screen.getByRole('button', { name: '关闭' })),
    },
    {
      how: 'Escape (the cancel event)',
      act: async () => {
        const dialog = screen.getByRole('dialog');
        const cancel = new Event('cancel', { cancelable: true });
        fireEvent(dialog, cancel);
        expect(cancel.defaultPrevented).toBe(true);
      },
    },
    {
      how: 'a tap on the backdrop',
      act: async () => fireEvent.click(screen.getByRole('dialog')),
    },
  ])('closes on $how and returns focus to the opener', async ({ act }) => {
    const { onClose } = await openDialog();

    await act();

    expect(onClose).toHaveBeenCalledOnce();
    expect(close).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '意见反馈' })).toHaveFocus();
  });

  it('stays open on a tap inside the panel', async () => {
    const { onClose } = await openDialog();

    await userEvent.click(screen.getByText('公告内容'));

    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
