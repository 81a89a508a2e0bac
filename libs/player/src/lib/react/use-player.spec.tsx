import { act, render, screen } from '@testing-library/react';
import { type RefCallback, useRef } from 'react';
import { createFakeHls, fakeHlsLoader, type ListenerSpy, spyOnListeners } from '../../testing';
import type { Player, PlayerOptions } from '../core/player-types';
import { usePlayer } from './use-player';
import { usePlayerState } from './use-player-state';

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

describe('usePlayer and usePlayerState', () => {
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
});
