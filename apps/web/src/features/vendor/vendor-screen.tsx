import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { format } from '@video/domain';
import { Spinner } from '@video/ui';
import { useServices } from '../../core/services';
import { useAppDispatch, useAppSelector } from '../../core/store/hooks';
import { selectToken, tokenReceived } from '../../core/store/session-slice';
import { logoutReason, readHandedToken } from './vendor-query';
import styles from './vendor-screen.module.css';

/**
 * The entry screen (`/vendor`): 欢迎访问 and 进入. After a 401 (`?logout=logout&msg=`) it tells
 * why; a link carrying `?token=` signs the visitor in and goes on to the home feed.
 */
export function VendorScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { config } = useServices();
  const token = useAppSelector(selectToken);
  const [needsLink, setNeedsLink] = useState(false);
  const handedToken = readHandedToken(params.get('token'));
  const reason = params.get('logout') === 'logout' ? logoutReason(params.get('msg')) : null;

  useEffect(() => {
    if (handedToken === null) return;
    // The store persists the token.
    dispatch(tokenReceived(handedToken));
    void navigate('/home', { replace: true });
  }, [handedToken, dispatch, navigate]);

  if (handedToken !== null) return <Spinner />;

  const enter = () => {
    if (config.authRequired && !token) setNeedsLink(true);
    else void navigate('/home', { replace: true });
  };

  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <span className={styles.logo} aria-hidden="true">
          <svg viewBox="0 0 24 24" width="32" height="32" fill="currentColor">
            <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z" />
          </svg>
        </span>
        <h1 className={styles.title}>{format('vendor.welcome')}</h1>
        {reason !== null && (
          <p className={styles.reason} role="status">
            {reason}
          </p>
        )}
        <button type="button" className={styles.enter} onClick={enter}>
          {format('vendor.enter')}
        </button>
        {needsLink && (
          <p className={styles.needsLink} role="alert">
            本站需通过专属访问链接进入，请使用带有访问令牌的链接重新打开。
          </p>
        )}
      </div>
    </main>
  );
}
