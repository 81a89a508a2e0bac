import type { Video } from '@video/domain';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ImageLoader } from '../lazy-image';
import { VideoCard, type VideoCardProps } from './video-card';

const video: Video = {
  id: 42,
  title: '一部很长很长的电影标题',
  pageviews: 15_320,
  duration: '12:34',
  rank: null,
  createdAt: null,
  updatedAt: null,
  videoPath: '/v/42.m3u8',
  cover: { url: 'https://img.example/42.bin', type: 'jpeg' },
  coverPath: '',
  tags: [],
  placeholder: null,
};

/** Covers stay loading unless a test is about them: no state update lands after a test. */
const loading: ImageLoader = () => new Promise(() => undefined);

function renderCard(props: Partial<VideoCardProps> = {}) {
  const onOpen = vi.fn();
  const view = render(<VideoCard video={video} load={loading} onOpen={onOpen} {...props} />);
  return { onOpen, ...view };
}

function coverFrame() {
  return cardOf(video.title).querySelector<HTMLElement>('[style]');
}

/** The whole card around the button named `title`. */
function cardOf(title: string): HTMLElement {
  const card = screen.getByRole('button', { name: title }).closest('div');
  if (!card) throw new Error(`no card for ${title}`);
  return card;
}

describe('VideoCard', () => {
  it('is one button named by the title, described by the duration, view count and time', () => {
    renderCard({ timeText: '3小时前' });

    const button = screen.getByRole('button', { name: '一部很长很长的电影标题' });
    expect(button).toHaveAccessibleDescription('12:34 1.5万次 3小时前');
    expect(cardOf('一部很长很长的电影标题')).toHaveTextContent('12:34');
  });

  it('reads out no text beyond its name, so the name holds what it says (label in name)', () => {
    renderCard({ timeText: '3小时前' });

    const button = screen.getByRole('button', { name: '一部很长很长的电影标题' });
    expect(button).toHaveTextContent(/^一部很长很长的电影标题$/);
  });

  it.each([
    { pageviews: 0, text: '0次' },
    { pageviews: 9_999, text: '9999次' },
    { pageviews: 10_000, text: '1万次' },
  ])('shows $pageviews views as $text', ({ pageviews, text }) => {
    renderCard({ video: { ...video, pageviews } });

    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('calls onOpen with the video when tapped', async () => {
    const { onOpen } = renderCard();

    await userEvent.click(screen.getByRole('button', { name: video.title }));

    expect(onOpen).toHaveBeenCalledWith(video);
  });

  it.each([
    { rank: null, badge: null },
    { rank: 2, badge: '第2名' },
    { rank: 8, badge: '第8名' },
  ])('shows rank $rank as badge $badge', ({ rank, badge }) => {
    renderCard({ video: { ...video, rank } });

    const badges = screen.queryAllByRole('img', { name: /^第\d+名$/ });
    expect(badges.map((element) => element.getAttribute('aria-label'))).toEqual(
      badge ? [badge] : [],
    );
  });

  it('leaves out the duration badge when the duration is empty', () => {
    renderCard({ video: { ...video, duration: '' } });

    expect(screen.queryByText('12:34')).not.toBeInTheDocument();
  });

  it.each([
    { variant: 'grid' as const, ratio: '750 / 422' },
    { variant: 'list' as const, ratio: '360 / 243' },
  ])('gives the $variant cover the ratio $ratio by default', ({ variant, ratio }) => {
    renderCard({ variant });

    expect(coverFrame()?.style.aspectRatio).toBe(ratio);
  });

  it('takes a ratio passed in over the default', () => {
    renderCard({ variant: 'grid', ratio: { width: 360, height: 243 } });

    expect(coverFrame()?.style.aspectRatio).toBe('360 / 243');
  });

  it('has no remove button unless onRemove is given', () => {
    renderCard();

    expect(screen.queryByRole('button', { name: /^删除/ })).not.toBeInTheDocument();
  });

  it('removes without opening when the X (删除) is tapped', async () => {
    const onRemove = vi.fn();
    const { onOpen } = renderCard({ onRemove });

    await userEvent.click(screen.getByRole('button', { name: `删除 ${video.title}` }));

    expect(onRemove).toHaveBeenCalledWith(video);
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('shows a cover and title alone for an item without a count, rank or duration', () => {
    const item = { id: 3, title: '收藏的视频', cover: null };
    const onOpen = vi.fn();
    render(<VideoCard video={item} load={() => Promise.resolve('')} onOpen={onOpen} />);

    const button = screen.getByRole('button', { name: '收藏的视频' });
    expect(button).not.toHaveAttribute('aria-describedby');
    expect(button).not.toHaveTextContent('次');
  });

  it('shows how far the visitor got as a bar on the cover, and says what is left', () => {
    const item = { id: 3, title: '看了一半', cover: null };
    const { container } = render(
      <VideoCard
        video={item}
        load={loading}
        progress={{ watched: 0.4, text: '还剩 12分钟' }}
        onOpen={vi.fn()}
      />,
    );

    expect(screen.getByRole('button', { name: '看了一半' })).toHaveAccessibleDescription(
      '还剩 12分钟',
    );
    const bars = [...container.querySelectorAll<HTMLElement>('[aria-hidden="true"] > span')];
    expect(bars.map((bar) => bar.style.transform)).toContain('scaleX(0.4)');
  });

  it('shows the decrypted cover as a decorative image', async () => {
    renderCard({ priority: true, load: () => Promise.resolve('blob:42') });

    const card = cardOf(video.title);
    await waitFor(() => expect(card.querySelector('img')).toHaveAttribute('src', 'blob:42'));
    expect(card.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('shows the video’s placeholder in the cover while the cover loads', () => {
    const placeholder = 'data:image/png;base64,iVBORw0KGgo=';
    renderCard({ video: { ...video, placeholder } });

    const card = cardOf(video.title);
    expect(card.querySelector('img')).toHaveAttribute('src', placeholder);
    expect(coverFrame()).toContainElement(card.querySelector('img'));
  });

  it('shows no image while the cover of a video without a placeholder loads', () => {
    renderCard();

    expect(cardOf(video.title).querySelector('img')).toBeNull();
  });
});
