import { useState } from 'react';
import { openedWithinRenavigationWindow, withAdLinkOpening } from '@video/domain';
import { storageKeys } from '@video/storage';
import { useServices } from '../../core/services';

export interface AdLinkOpener {
  /** Opens the link outside the app and remembers when. */
  readonly open: (url: string) => void;
  /** Whether the link was opened within the last 24 hours, to show it as visited. */
  readonly openedRecently: (url: string) => boolean;
}

/**
 * Opening of the ad links of Mine (签到, 活动 and the exchange links), one rule for all: a tap
 * always opens the link, and the link then shows as visited for 24 hours, after which it is
 * offered as new again. The product names the 24-hour re-navigation but no answer to a tap inside
 * it; refusing the tap would leave the visitor with a dead button, so the window only decides
 * how the link looks. A refused address (not http or https) is told by `openExternal` and not
 * remembered.
 */
export function useAdLinkOpener(): AdLinkOpener {
  const { storage, now, openExternal } = useServices();
  const [openings, setOpenings] = useState(() => storage.get(storageKeys.adLinkOpenings));

  const open = (url: string) => {
    if (!openExternal(url)) return;
    const next = withAdLinkOpening(storage.get(storageKeys.adLinkOpenings), url, now());
    storage.set(storageKeys.adLinkOpenings, next);
    setOpenings(next);
  };

  return {
    open,
    openedRecently: (url) => openedWithinRenavigationWindow(openings, url, now()),
  };
}
