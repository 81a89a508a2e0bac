import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeHls, fakeHlsLoader, stubMedia } from '../../testing';
import { createPlayer } from '../core/create-player';
import { sleepTimerSession } from '../sleep-timer/sleep-timer-session';
import { PlayerControls } from './player-controls';

async function settle(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

/** The controls over a loaded 100 s film at 50 s, with the page's input beside them. */
async function renderControls() {
  const media = stubMedia();
  const container = document.createElement('div');
  container.requestFullscreen = vi.fn().mockResolvedValue(undefined);
  const player = createPlayer({
    video: media.video,
    container,
    loadHls: fakeHlsLoader(createFakeHls()),
    mediaSession: null,
  });
  player.load('https://media.test/1/master.m3u8');
  await act(settle);
  act(() => {
    media.setDuration(100);
    media.emit('loadedmetadata');
    media.setTime(50);
  });
  const user = userEvent.setup();
  const view = render(
    <>
      <input aria-label="搜索" />
      <PlayerControls player={player} />
    </>,
  );
  return { ...view, player, media, user, container };
}

describe('PlayerControls: keys and 更多', () => {
  beforeEach(() => {
    vi.stubGlobal('MediaSource', class {});
    // jsdom has `<dialog>` but not its modal methods: these do to `open` what they do.
    HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
      this.removeAttribute('open');
    };
  });
  afterEach(() => {
    act(() => sleepTimerSession.set(null));
    vi.unstubAllGlobals();
  });

  describe('keys on the page', () => {
    // What the keys do loads on the first key the player takes: that key acts once it has.
    it('plays and pauses with Space and K', async () => {
      const { player, user } = await renderControls();
      const play = vi.spyOn(player, 'play');
      await user.keyboard(' ');
      await vi.waitFor(() => expect(play).toHaveBeenCalledTimes(1));
      await user.keyboard('k');
      await vi.waitFor(() => expect(play).toHaveBeenCalledTimes(2));
    });

    it.each([
      ['{ArrowLeft}', 45],
      ['{ArrowRight}', 55],
      ['j', 40],
      ['l', 60],
    ])('seeks with %s', async (key, time) => {
      const { player, user } = await renderControls();
      await user.keyboard(key);
      await vi.waitFor(() => expect(player.getState().currentTime).toBe(time));
    });

    it('sets the volume with ↑ and ↓, showing it as the drag does', async () => {
      const { player, user } = await renderControls();
      player.setVolume(0.5);
      await user.keyboard('{ArrowUp}');
      expect(player.getVolume()).toBeCloseTo(0.6);
      expect(screen.getByRole('status')).toHaveTextContent('音量 60%');
      await user.keyboard('{ArrowDown}{ArrowDown}');
      expect(player.getVolume()).toBeCloseTo(0.4);
    });

    it('mutes with M, asks for full screen with F, and steps the speed with , and .', async () => {
      const { player, user, container, media } = await renderControls();
      await user.keyboard('m');
      expect(player.getState().muted).toBe(true);
      await user.keyboard('f');
      expect(container.requestFullscreen).toHaveBeenCalled();
      // The media says the speed changed, as a browser does.
      const press = async (key: string) => {
        await user.keyboard(key);
        act(() => media.emit('ratechange'));
      };
      await press('.');
      await press('.');
      expect(player.getState().rate).toBe(2);
      await press(',');
      expect(player.getState().rate).toBe(1.5);
    });

    it('leaves keys typed in a field, or held with Ctrl, Alt or ⌘, alone', async () => {
      const { player, user } = await renderControls();
      const play = vi.spyOn(player, 'play');
      await user.click(screen.getByRole('textbox', { name: '搜索' }));
      await user.keyboard(' kl');
      await user.keyboard('{Control>}l{/Control}');
      expect(play).not.toHaveBeenCalled();
      expect(player.getState().currentTime).toBe(50);
    });

    it('opens 快捷键 with ?, listing the keys, closed with Esc or 关闭', async () => {
      const { user } = await renderControls();
      await user.keyboard('?');
      const dialog = await screen.findByRole('dialog', { name: '快捷键' });
      expect(within(dialog).getByRole('row', { name: /J \/ L/ })).toHaveTextContent(
        '快退 / 快进10秒',
      );
      expect(within(dialog).getByRole('row', { name: /空格/ })).toHaveTextContent('播放 / 暂停');
      // Escape reaches a modal dialog as its cancel event.
      fireEvent(dialog, new Event('cancel', { cancelable: true }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

      await user.keyboard('?');
      await user.click(
        within(await screen.findByRole('dialog')).getByRole('button', { name: '关闭' }),
      );
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  describe('更多', () => {
    const openMore = async (user: ReturnType<typeof userEvent.setup>) => {
      await user.click(screen.getByRole('button', { name: /^更多/ }));
      return screen.findByRole('group', { name: '定时关闭' });
    };

    it('offers 定时关闭 as 不开启, 播完当前, 15, 30 and 60 minutes, 不开启 chosen', async () => {
      const { user } = await renderControls();
      const sleep = await openMore(user);
      expect(
        within(sleep)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['不开启', '播完当前', '15分钟', '30分钟', '60分钟']);
      expect(within(sleep).getByRole('button', { name: '不开启' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    });

    it('shows the time left of a timer over the film and in the menu', async () => {
      const { user } = await renderControls();
      await user.click(within(await openMore(user)).getByRole('button', { name: '15分钟' }));
      expect(await screen.findByText('定时关闭 15:00')).toBeInTheDocument();
      const sleep = await openMore(user);
      expect(sleep).toHaveTextContent('定时关闭 15:00');
      expect(within(sleep).getByRole('button', { name: '15分钟' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await user.click(within(sleep).getByRole('button', { name: '不开启' }));
      expect(screen.queryByText(/^定时关闭 /)).not.toBeInTheDocument();
    });

    it('says 播完当前 while the film plays to its end', async () => {
      const { user } = await renderControls();
      await user.click(within(await openMore(user)).getByRole('button', { name: '播完当前' }));
      // The menu has closed: the 播完当前 left is the one over the film.
      expect(await screen.findByText('播完当前')).toBeInTheDocument();
    });

    it('sets the 亮度 with a slider, the same level the left-half drag sets', async () => {
      const { user, container } = await renderControls();
      await openMore(user);
      const slider = screen.getByRole('slider', { name: '亮度' });
      expect(slider).toHaveValue('100');
      fireEvent.change(slider, { target: { value: '60' } });
      expect(slider).toHaveValue('60');
      // The film is dimmed by the layer the drag draws.
      expect(container.ownerDocument.querySelector('[style*="opacity"]')).not.toBeNull();
    });

    it('opens 快捷键 from the menu', async () => {
      const { user } = await renderControls();
      await openMore(user);
      await user.click(screen.getByRole('button', { name: '快捷键' }));
      expect(await screen.findByRole('dialog', { name: '快捷键' })).toBeInTheDocument();
    });
  });
});
