// What the normal and the share player screens share: device stores for the player, the
// favourite toggle, the watch history, the decrypted cover and the page layout.
export { FavouriteButton } from './favourite-button';
export type { FavouriteButtonProps } from './favourite-button';
export { MobileDataGate } from './mobile-data-gate';
export type { MobileDataGateProps } from './mobile-data-gate';
export { PlayerBox } from './player-box';
export type { PlayerBoxProps } from './player-box';
export { PlayerLayout, PlayerPage } from './player-page';
export type { PlayerLayoutProps, PlayerPageProps } from './player-page';
export { recordWatch } from './record-watch';
export { useFavouriteToggle } from './use-favourite-toggle';
export type { FavouriteToggle } from './use-favourite-toggle';
export { usePlayerStores } from './use-player-stores';
export type { PlayerStores } from './use-player-stores';
export { useRecordWatch } from './use-record-watch';
export { useFilmPlayerOptions } from './use-film-player-options';
export type { FilmPlayerOptions } from './use-film-player-options';
export { useCoverUrl } from './use-cover-url';
export { usePlayerErrorReport } from './use-player-error-report';
export { isMissingVideo, MISSING_VIDEO_TEXT } from './missing-video';
export { PlayerOutline } from './player-outline';
