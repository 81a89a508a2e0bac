// A React page: a video card from @video/ui and a player from @video/player, with their styles.
import '@video/ui/tokens.css';
import '@video/ui/styles.css';
import '@video/player/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PlayerFrame } from '@video/player/react';
import { VideoCard } from '@video/ui';
import type { Video } from '@video/domain';

const video: Video = {
  id: 7,
  title: '示例视频',
  pageviews: 1234,
  duration: '12:34',
  rank: 1,
  createdAt: null,
  updatedAt: null,
  videoPath: 'https://media.example.com/7/master.m3u8',
  cover: null,
  coverPath: '',
  tags: [],
};

function Page() {
  return (
    <main>
      <PlayerFrame src={video.videoPath} title={video.title} />
      <VideoCard video={video} load={() => Promise.resolve('')} onOpen={() => undefined} />
    </main>
  );
}

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <Page />
    </StrictMode>,
  );
