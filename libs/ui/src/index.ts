// Presentational React components of the video app: props in, events out.
// The design tokens are a stylesheet: import '@video/ui/tokens.css' once in the app (see README).
export { AdBanner } from './lib/ad-banner';
export { toCssRatio } from './lib/aspect-ratio';
export type { Ratio } from './lib/aspect-ratio';
export type { AdBannerProps } from './lib/ad-banner';
export { CategoryTabs } from './lib/category-tabs';
export type { CategoryTabsItem, CategoryTabsProps } from './lib/category-tabs';
export { Dialog } from './lib/dialog';
export type { DialogProps } from './lib/dialog';
export { EmptyState } from './lib/empty-state';
export type { EmptyStateProps } from './lib/empty-state';
export { ErrorState } from './lib/error-state';
export type { ErrorStateProps } from './lib/error-state';
export { IconButton } from './lib/icon-button';
export type { IconButtonProps } from './lib/icon-button';
export {
  BackIcon,
  CheckIcon,
  ChevronDownIcon,
  ChevronRightIcon,
  CloseIcon,
  FullscreenIcon,
  PictureInPictureIcon,
  ShareIcon,
  GridIcon,
  Icon,
  ListIcon,
  LockIcon,
  PauseIcon,
  PlayIcon,
  RefreshIcon,
  SearchIcon,
} from './lib/icons';
export type { IconProps } from './lib/icons';
export { InfiniteList } from './lib/infinite-list';
export type { InfiniteListProps } from './lib/infinite-list';
export { GridSkeleton, RowSkeleton } from './lib/list-skeleton';
export type { GridSkeletonProps } from './lib/list-skeleton';
export { LazyImage, useImageUrl } from './lib/lazy-image';
export type { ImageLoader, LazyImageProps } from './lib/lazy-image';
export { useNearViewport } from './lib/near-viewport';
export type { NearViewportOptions } from './lib/near-viewport';
export { NavBar } from './lib/nav-bar';
export type { NavBarProps } from './lib/nav-bar';
export { NoticeTicker } from './lib/notice-ticker';
export type { NoticeTickerProps } from './lib/notice-ticker';
export { PageSlider } from './lib/page-slider';
export type { PageSliderProps } from './lib/page-slider';
export { PullToRefresh, scrollToListTop } from './lib/pull-to-refresh';
export { useTapGuard } from './lib/use-tap-guard';
export type { PullToRefreshProps } from './lib/pull-to-refresh';
export { RankBadge } from './lib/rank-badge';
export type { RankBadgeProps } from './lib/rank-badge';
export { Skeleton } from './lib/skeleton';
export type { SkeletonProps } from './lib/skeleton';
export { createSnackbar, SnackbarHost } from './lib/snackbar';
export type { Snackbar, SnackbarHostProps, SnackbarMessage } from './lib/snackbar';
export { ChoiceTags, SortTags } from './lib/sort-tags';
export type { Choice, ChoiceTagsProps, SortTagsProps } from './lib/sort-tags';
export { Spinner } from './lib/spinner';
export type { SpinnerProps } from './lib/spinner';
export { isPlainClick } from './lib/plain-click';
export { TabBar } from './lib/tab-bar';
export type { TabBarProps, TabBarTab } from './lib/tab-bar';
export { VideoCard } from './lib/video-card';
export { VideoGrid } from './lib/video-grid';
export type { VideoGridEdge, VideoGridProps } from './lib/video-grid';
export { VisuallyHidden } from './lib/visually-hidden';
export type { VisuallyHiddenProps } from './lib/visually-hidden';
export type {
  VideoCardItem,
  VideoCardProps,
  VideoCardVariant,
  VideoProgress,
} from './lib/video-card';
