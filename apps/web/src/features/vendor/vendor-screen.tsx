import { useId, useState } from 'react';
import { format } from '@video/domain';
import { routes } from '@video/routes';
import { useLocation, useNavigate } from 'react-router-dom';
import { isToldLogoutReason } from '../../core/logout-reasons';
import { useServices } from '../../core/services';
import { useAppDispatch, useAppSelector } from '../../core/store/hooks';
import {
  handedTokenAccepted,
  handedTokenDeclined,
  selectHandedToken,
  selectToken,
} from '../../core/store/session-slice';
import { DEFAULT_LOGOUT_REASON, logoutReason } from './vendor-query';
import styles from './vendor-screen.module.css';

/**
 * The entry screen (`/vendor`): 欢迎访问 and 进入. After a 401 (`?logout=logout&msg=`) it tells
 * why: the server's message when the app itself put it there, else 登录已失效，请重新进入 (a link
 * from anywhere can write any text in the address). A link handing a token over (`/vendor#token=…`, taken out of the address at boot) signs
 * the visitor in and goes on to the home feed (the route forwards there); a token that would
 * replace the one they have is taken only when they say so, since anyone can send them such a
 * link.
 */
export function VendorScreen() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { config } = useServices();
  const token = useAppSelector(selectToken);
  const handedToken = useAppSelector(selectHandedToken);
  const [needsLink, setNeedsLink] = useState(false);
  const { logoutMessage } = routes.vendor.read(useLocation());
  const reason = logoutMessage === null ? null : shownReason(logoutMessage);

  // A token taken without a question never gets here: the route forwards home (`vendorForward`).
  if (handedToken !== '') {
    return (
      <ReplaceTokenPrompt
        onReplace={() => {
          dispatch(handedTokenAccepted());
          void navigate(routes.home.href(), { replace: true });
        }}
        onKeep={() => dispatch(handedTokenDeclined())}
      />
    );
  }

  const enter = () => {
    if (config.authRequired && !token) setNeedsLink(true);
    else void navigate(routes.home.href(), { replace: true });
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

/** A `?msg=` as the screen shows it: only a 401's message the app itself put there. */
function shownReason(message: string | null): string {
  return isToldLogoutReason(message) ? logoutReason(message) : DEFAULT_LOGOUT_REASON;
}

/** Asks before a handed-over token replaces the one the visitor has. */
function ReplaceTokenPrompt({ onReplace, onKeep }: { onReplace(): void; onKeep(): void }) {
  const titleId = useId();
  return (
    <main className={styles.page}>
      <section className={styles.card} role="alertdialog" aria-labelledby={titleId}>
        <h1 id={titleId} className={styles.title}>
          更换访问令牌？
        </h1>
        <p className={styles.needsLink}>
          此链接带有新的访问令牌。只有在链接确实由您本人获取时才更换，否则请保留当前令牌。
        </p>
        <button type="button" className={styles.enter} onClick={onKeep}>
          保留当前令牌
        </button>
        <button type="button" className={styles.secondary} onClick={onReplace}>
          更换为新令牌
        </button>
      </section>
    </main>
  );
}
