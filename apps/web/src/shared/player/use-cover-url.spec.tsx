import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { EncryptedImage } from '@video/domain';
import { type AppServices, ServicesProvider } from '../../core/services';
import { useCoverUrl } from './use-cover-url';

const seen: EncryptedImage = { url: '/covers/video/1.jpg.enc', type: 'jpeg' };
const unseen: EncryptedImage = { url: '/covers/video/2.jpg.enc', type: 'jpeg' };

function renderCover(cover: EncryptedImage, loadImage: AppServices['loadImage']) {
  const services = { loadImage } as AppServices;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ServicesProvider services={services}>{children}</ServicesProvider>
  );
  return renderHook(() => useCoverUrl(cover), { wrapper });
}

describe('useCoverUrl', () => {
  it('is the cover of the first render when it is already decrypted', () => {
    const loadImage = Object.assign(() => new Promise<string>(() => undefined), {
      cached: (image: EncryptedImage) => (image.url === seen.url ? 'blob:seen' : undefined),
    });

    expect(renderCover(seen, loadImage).result.current).toBe('blob:seen');
    expect(renderCover(unseen, loadImage).result.current).toBeUndefined();
  });

  it('is the cover once it is decrypted otherwise, and nothing when it fails', async () => {
    const loaded = renderCover(unseen, () => Promise.resolve('blob:unseen'));
    await waitFor(() => expect(loaded.result.current).toBe('blob:unseen'));

    const failed = renderCover(unseen, () => Promise.reject(new Error('404')));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(failed.result.current).toBeUndefined();
  });
});
