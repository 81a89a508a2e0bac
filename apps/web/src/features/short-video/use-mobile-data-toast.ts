import { useEffect } from 'react';
import { connectionKind, mobileDataNoticeDue } from '@video/domain';
import { storageKeys } from '@video/storage';
import { useServices } from '../../core/services';
import { useAppDispatch, useAppSelector } from '../../core/store/hooks';
import { mobileDataTold, selectMobileDataTold } from '../../core/store/session-slice';

/** The feed's warning on mobile data, in place of the film player's notice. */
export const MOBILE_DATA_TOAST = '当前为非WiFi网络，请注意流量消耗';

/**
 * On a cellular link, the feed's first clip of the visit brings a one-line warning: the feed
 * plays at once, a dialog would stand in the way of every swipe. Not after 不再提示.
 */
export function useMobileDataToast(clipShown: boolean): void {
  const { network, storage, snackbar } = useServices();
  const told = useAppSelector(selectMobileDataTold).feed;
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!clipShown) return;
    const due = mobileDataNoticeDue({
      connection: connectionKind(network.connectionType()),
      shownThisVisit: told,
      dismissedForGood: storage.get(storageKeys.mobileDataNoticeOff),
      embedded: false,
    });
    if (!due) return;
    snackbar.show(MOBILE_DATA_TOAST);
    dispatch(mobileDataTold('feed'));
  }, [clipShown, told, network, storage, snackbar, dispatch]);
}
