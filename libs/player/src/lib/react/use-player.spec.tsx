import { act, render, screen } from '@testing-library/react';
import { type RefCallback, useRef } from 'react';
import {
  createFakeHls,
  fakeHlsLoader,
  type ListenerSpy,
  spyOnListeners,
  stubMedia,
} from '../../testing';
import { createPlayer } from '../core/create-player';
import type { Player, PlayerOptions, PlayerState } from '../core/player-types';
import { usePlayer } from './use-player';
import { usePlayerField, usePlayerSelector, usePlayerState } from './use-player-state';

interface ProbeProps {
  options: PlayerOptions;
  onPlayer: (player: Player | null) => void;
  /** Starts spying on the element once React has added its own media listeners. */
  track: RefCallback<HTMLVideoElement>;
}

function Probe({ options, onPlayer, track }: ProbeProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const player = usePlayer(videoRef, { ...options, containerRef });
  const state = usePlayerState(player);
  onPlayer(player);
  return (
    <div ref={containerRef}>
      <video
        ref={(element) => {
          videoRef.current = element;
          return track(element);
        }}
        muted
      />
      <output>{state.status}</output>
    </div>
  );
}

const selectStatus = (state: PlayerState) => state.status;
const selectTime = (state: PlayerState) => state.currentTime;

function Status({ player, onRender }: { player: Player | null; onRender: () => void }) {
  onRender();
  return <output aria-label="status">{usePlayerSelector(player, selectStatus)}</output>;
}

function Muted({ player, onRender }: { player: Player; onRender: () => void }) {
  onRender();
  return <output aria-label="muted">{String(usePlayerField(player, 'muted'))}</output>;
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

describe('usePlayer, usePlayerState and usePlayerSelector', () => {
  beforeEach(() => {
    vi.stubGlobal('MediaSource', class {});
    vi.spyOn(HTMLMediaElement.prototype, 'load').mockReturnValue(undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('creates one player for the element, follows its state and destroys it on unmount', async () => {
    let listeners: ListenerSpy | undefined;
    const track = (element: HTMLVideoElement | null) => {
      if (element && !listeners) listeners = spyOnListeners(element);
    };
    const Hls = createFakeHls();
    const players: (Player | null)[] = [];
    const onPlayer = (player: Player | null) => players.push(player);
    const options = { loadHls: fakeHlsLoader(Hls), mediaSession: null };
    const { unmount, rerender } = render(
      <Probe options={options} onPlayer={onPlayer} track={track} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('idle');
    const player = players.at(-1);

    rerender(<Probe options={{ ...options }} onPlayer={onPlayer} track={track} />);
    await act(async () => player?.load('https://media.test/1/master.m3u8'));

    expect(players[0]).toBeNull();
    expect(new Set(players.filter(Boolean))).toEqual(new Set([player]));
    expect(screen.getByRole('status')).toHaveTextContent('loading');
    expect(listeners?.active()).toBeGreaterThan(0);
    unmount();

    expect(listeners?.active()).toBe(0);
    expect(Hls.instances[0]?.destroyed).toBe(true);
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

  it('follows one field, re-rendering only when it changes', async () => {
    const { media, player } = await loadedPlayer();
    const onRender = vi.fn();
    render(
      <>
        <Muted player={player} onRender={onRender} />
        <Time player={player} />
      </>,
    );
    expect(screen.getByRole('status', { name: 'muted' })).toHaveTextContent('false');
    const renders = onRender.mock.calls.length;

    act(() => {
      media.emit('playing');
      media.setTime(1);
      media.setTime(2);
    });
    expect(screen.getByRole('status', { name: 'time' })).toHaveTextContent('2');
    expect(onRender).toHaveBeenCalledTimes(renders);

    act(() => player.setMuted(true));

    expect(screen.getByRole('status', { name: 'muted' })).toHaveTextContent('true');
    expect(onRender).toHaveBeenCalledTimes(renders + 1);
    player.destroy();
  });
});
