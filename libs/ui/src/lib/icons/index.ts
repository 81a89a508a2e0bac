export {
  BackIcon,
  BrokenImageIcon,
  ChevronDownIcon,
  ChevronRightIcon,
  CloseIcon,
  EmptyBoxIcon,
  ErrorIcon,
  FullscreenIcon,
  GridIcon,
  Icon,
  ListIcon,
  LockIcon,
  PauseIcon,
  PlayIcon,
  RefreshIcon,
  SearchIcon,
} from './icons';
export type { IconProps } from './icons';
