import { act, fireEvent, render, screen } from '@testing-library/react';
import { createFakeHls, fakeHlsLoader, stubMedia } from '../../testing';
import { createPlayer } from '../core/create-player';
import { PlayerControls } from './player-controls';

const SRC = 'https://media.test/7/master.m3u8';
const VARIANT = '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=364720,RESOLUTION=640x360\n360p/index.m3u8';
const WITH_THUMBNAILS: Record<string, string> = {
  [SRC]: `${VARIANT}\n#EXT-X-IMAGE-STREAM-INF:BANDWIDTH=3591,RESOLUTION=160x90,CODECS="jpeg",URI="thumbs/index.m3u8"`,
  // 100 s of film: two sheets of 5x5 tiles, 2 s each.
  'https://media.test/7/thumbs/index.m3u8': [
    '#EXTM3U',
    '#EXT-X-IMAGES-ONLY',
    '#EXT-X-TILES:RESOLUTION=160x90,LAYOUT=5x5,DURATION=2',
    '#EXTINF:50,',
    'sheet-000.jpg',
    '#EXT-X-TILES:RESOLUTION=160x90,LAYOUT=5x5,DURATION=2',
    '#EXTINF:50,',
    'sheet-001.jpg',
  ].join('\n'),
};

function serve(files: Record<string, string>) {
  const requests: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    requests.push(String(input));
    const body = files[String(input)];
    return body === undefined ? new Response('', { status: 404 }) : new Response(body);
  });
  // jsdom decodes no images: every sheet decodes at once.
  vi.spyOn(HTMLImageElement.prototype, 'decode').mockResolvedValue(undefined);
  return requests;
}

async function renderControls(src = SRC) {
  const media = stubMedia();
  const player = createPlayer({
    video: media.video,
    loadHls: fakeHlsLoader(createFakeHls()),
    mediaSession: null,
  });
  player.load(src);
  await act(async () => {
    for (let i = 0; i < 10; i++) await Promise.resolve();
  });
  act(() => {
    media.setDuration(100);
    media.emit('loadedmetadata');
  });
  return { player, ...render(<PlayerControls player={player} src={src} />) };
}

const middle = () => screen.getByRole('button', { name: '显示或隐藏控制栏' });
const pointer = (x: number, y: number) => ({
  clientX: x,
  clientY: y,
  pointerId: 1,
  isPrimary: true,
});
const frameIn = (element: HTMLElement) => element.querySelector<HTMLElement>('[data-seek-frame]');

describe('seek thumbnails in the controls', () => {
  beforeEach(() => {
    vi.stubGlobal('MediaSource', class {});
    // jsdom has no `decode`: define it so that it can be replaced.
    HTMLImageElement.prototype.decode ??= () => Promise.resolve();
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 0, y: 0, width: 400, height: 225 }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('show the frame of the target above the time in the drag bubble, following the finger', async () => {
    const requests = serve(WITH_THUMBNAILS);
    await renderControls();
    expect(requests).toEqual([]);

    fireEvent.pointerDown(middle(), pointer(100, 100));
    fireEvent.pointerMove(middle(), pointer(200, 104));
    fireEvent.pointerMove(middle(), pointer(300, 108));
    // 45 s: the 23rd tile of the first sheet, third in its fifth row.
    const bubble = screen.getByRole('status');
    expect(bubble).toHaveTextContent('0:45 / 1:40+45秒');
    await vi.waitFor(() => expect(frameIn(bubble)).not.toBeNull());
    const frame = frameIn(bubble);
    expect(frame).toHaveAttribute('aria-hidden', 'true');
    expect(frame?.style.backgroundImage).toBe('url("https://media.test/7/thumbs/sheet-000.jpg")');
    expect(frame?.style.backgroundPosition).toBe('-320px -360px');
    expect(frame?.style.backgroundSize).toBe('800px 450px');

    fireEvent.pointerMove(middle(), pointer(384, 108));
    // 63.9 s: the second sheet's seventh tile.
    expect(screen.getByRole('status')).toHaveTextContent('1:03 / 1:40+64秒');
    await vi.waitFor(() =>
      expect(frameIn(screen.getByRole('status'))?.style.backgroundImage).toContain('sheet-001.jpg'),
    );
    expect(frameIn(screen.getByRole('status'))?.style.backgroundPosition).toBe('-160px -90px');
    expect(requests).toEqual([SRC, 'https://media.test/7/thumbs/index.m3u8']);
  });

  it('show the bubble as before for a film without thumbnails', async () => {
    const requests = serve({ [SRC]: VARIANT });
    await renderControls();

    fireEvent.pointerDown(middle(), pointer(100, 100));
    fireEvent.pointerMove(middle(), pointer(200, 104));
    fireEvent.pointerMove(middle(), pointer(300, 108));
    await vi.waitFor(() => expect(requests).toEqual([SRC]));
    fireEvent.pointerMove(middle(), pointer(310, 108));

    const bubble = screen.getByRole('status');
    expect(bubble).toHaveTextContent('0:47 / 1:40+47秒');
    expect(frameIn(bubble)).toBeNull();
  });

  it('show the bubble as before when the thumbnails cannot be fetched', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await renderControls();

    fireEvent.pointerDown(middle(), pointer(100, 100));
    fireEvent.pointerMove(middle(), pointer(300, 108));
    fireEvent.pointerMove(middle(), pointer(310, 108));
    await act(async () => {
      for (let i = 0; i < 20; i++) await Promise.resolve();
    });
    expect(screen.getByRole('status')).toHaveTextContent('+47秒');
    expect(frameIn(screen.getByRole('status'))).toBeNull();
  });

  it('show the frame over the progress bar while it is scrubbed, and none once it is let go', async () => {
    serve(WITH_THUMBNAILS);
    const { container } = await renderControls();
    const bar = screen.getByRole('slider', { name: '播放进度' });

    fireEvent.pointerDown(bar, pointer(200, 200));
    fireEvent.change(bar, { target: { value: '60' } });
    await vi.waitFor(() => expect(frameIn(container)).not.toBeNull());
    expect(frameIn(container)?.style.backgroundImage).toContain('sheet-001.jpg');
    // 60 s: the second sheet's sixth tile, the first of its second row (at 72 px high).
    expect(frameIn(container)?.style.backgroundPosition).toBe('0px -72px');

    fireEvent.pointerUp(bar, pointer(200, 200));
    expect(frameIn(container)).toBeNull();
  });

  it('show no frame for a step of the progress bar by keyboard', async () => {
    const requests = serve(WITH_THUMBNAILS);
    const { container } = await renderControls();

    fireEvent.change(screen.getByRole('slider', { name: '播放进度' }), { target: { value: '60' } });

    expect(frameIn(container)).toBeNull();
    expect(requests).toEqual([]);
  });
});
