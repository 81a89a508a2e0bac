import { useEffect, useState } from 'react';
import { masterRenditions, type Rendition } from '@video/domain';

/**
 * The renditions film `masterUrl`'s master playlist lists (a few hundred bytes; nothing of the
 * stream itself): null while it is on its way, none where it cannot be read.
 */
export function useMasterRenditions(masterUrl: string): readonly Rendition[] | null {
  const [renditions, setRenditions] = useState<{
    readonly url: string;
    readonly list: readonly Rendition[];
  } | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    fetch(masterUrl, { signal: abort.signal })
      .then((reply) => (reply.ok ? reply.text() : ''))
      .then((text) => setRenditions({ url: masterUrl, list: masterRenditions(text) }))
      .catch(() => {
        if (!abort.signal.aborted) setRenditions({ url: masterUrl, list: [] });
      });
    return () => abort.abort();
  }, [masterUrl]);
  return renditions?.url === masterUrl ? renditions.list : null;
}
