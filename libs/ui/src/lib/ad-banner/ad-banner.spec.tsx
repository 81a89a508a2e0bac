import type { Ad } from '@video/domain';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ImageLoader } from '../lazy-image';
import { AdBanner } from './ad-banner';

const ad: Ad = {
  url: 'https://ads.example/1',
  image: { url: 'https://img.example/ad.bin', type: 'png' },
  title: '夏日特惠',
  videoPath: null,
  durationSeconds: null,
};
/** The image stays loading unless a test is about it: no state update lands after a test. */
const load: ImageLoader = () => new Promise(() => undefined);

describe('AdBanner', () => {
  it.each([
    { title: '夏日特惠', name: '广告 夏日特惠' },
    { title: '', name: '广告' },
  ])('is a button named $name', ({ title, name }) => {
    render(<AdBanner ad={{ ...ad, title }} load={load} onOpen={vi.fn()} />);

    expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });

  it('reserves the 2.3 ratio and shows the decrypted image', async () => {
    render(<AdBanner ad={ad} load={() => Promise.resolve('blob:ad')} onOpen={vi.fn()} priority />);

    const button = screen.getByRole('button', { name: '广告 夏日特惠' });
    expect(button.querySelector<HTMLElement>('[style]')?.style.aspectRatio).toBe('2.3 / 1');
    await waitFor(() => expect(button.querySelector('img')).toHaveAttribute('src', 'blob:ad'));
  });

  it('calls onOpen with the ad when tapped', async () => {
    const onOpen = vi.fn();
    render(<AdBanner ad={ad} load={load} onOpen={onOpen} />);

    await userEvent.click(screen.getByRole('button', { name: '广告 夏日特惠' }));

    expect(onOpen).toHaveBeenCalledWith(ad);
  });
});
