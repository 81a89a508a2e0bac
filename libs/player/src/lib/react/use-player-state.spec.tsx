import { act, render, screen } from '@testing-library/react';
import { createFakeHls, fakeHlsLoader, stubMedia } from '../../testing';
import { createPlayer } from '../core/create-player';
import type { Player, PlayerState } from '../core/player-types';
import { usePlayerSelector } from './use-player-state';

const selectStatus = (state: PlayerState) => state.status;
const selectTime = (state: PlayerState) => state.currentTime;

function Status({ player, onRender }: { player: Player | null; onRender: () => void }) {
  onRender();
  return <output aria-label="status">{usePlayerSelector(player, selectStatus)}</output>;
}

function Time({ player }: { player: Player }) {
  return <output aria-label="time">{usePlayerSelector(player, selectTime)}</output>;
}

async function loadedPlayer() {
  const media = stubMedia(document.createElement('video'));
  const player = createPlayer({
    video: media.video,
    loadHls: fakeHlsLoader(createFakeHls()),
    mediaSession: null,
  });
  player.load('https://media.test/1/master.m3u8');
  // The player awaits its hls.js import.
  for (let i = 0; i < 10; i++) await Promise.resolve();
  return { media, player };
}

describe('usePlayerSelector', () => {
  beforeEach(() => {
    vi.stubGlobal('MediaSource', class {});
    vi.spyOn(HTMLMediaElement.prototype, 'load').mockReturnValue(undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('reads the idle state while there is no player', () => {
    render(<Status player={null} onRender={() => undefined} />);

    expect(screen.getByRole('status', { name: 'status' })).toHaveTextContent('idle');
  });

  it('re-renders when the selected value changes, not on every tick of the clock', async () => {
    const { media, player } = await loadedPlayer();
    const onRender = vi.fn();
    render(
      <>
        <Status player={player} onRender={onRender} />
        <Time player={player} />
      </>,
    );
    act(() => media.emit('playing'));
    expect(screen.getByRole('status', { name: 'status' })).toHaveTextContent('playing');
    const rendersWhilePlaying = onRender.mock.calls.length;

    act(() => {
      media.setTime(1);
      media.setTime(2);
      media.setTime(3);
    });

    expect(screen.getByRole('status', { name: 'time' })).toHaveTextContent('3');
    expect(onRender).toHaveBeenCalledTimes(rendersWhilePlaying);

    act(() => media.emit('pause'));

    expect(screen.getByRole('status', { name: 'status' })).toHaveTextContent('paused');
    expect(onRender).toHaveBeenCalledTimes(rendersWhilePlaying + 1);
    player.destroy();
  });
});
