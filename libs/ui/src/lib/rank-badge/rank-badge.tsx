import { rankBadge } from '@video/domain';
import { classNames } from '../class-names';
import { uiText } from '../copy';
import styles from './rank-badge.module.css';

export interface RankBadgeProps {
  /** The ranking place; null (or anything but a whole number from 1) shows nothing. */
  rank: number | null;
  className?: string;
}

/** A ranking place: a gold, silver or bronze medal for 1–3, the plain number above. */
export function RankBadge({ rank, className }: RankBadgeProps) {
  const badge = rankBadge(rank);
  if (!badge) return null;
  const place = badge.kind === 'medal' ? badge.place : badge.value;
  const look = badge.kind === 'medal' ? styles[`place${place}`] : styles.number;
  return (
    <span
      className={classNames(styles.badge, look, className)}
      role="img"
      aria-label={uiText.rank(place)}
    >
      {badge.kind === 'medal' ? <Medal place={place} /> : place}
    </span>
  );
}

/** Drawn inline so no image file is needed; its colour comes from the place's class. */
function Medal({ place }: { place: number }) {
  return (
    <svg viewBox="0 0 24 30" width="24" height="30" aria-hidden="true" focusable="false">
      <path d="M5 0h6l3 10H8zM19 0h-6l-3 10h6z" className={styles.ribbon} />
      <circle cx="12" cy="19.5" r="9.5" fill="currentColor" />
      <circle cx="12" cy="19.5" r="7" fill="none" stroke="#fff" strokeOpacity="0.6" />
      <text x="12" y="23.5" textAnchor="middle" className={styles.medalText}>
        {place}
      </text>
    </svg>
  );
}
