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
  PauseIcon,
  PlayIcon,
  RefreshIcon,
  SearchIcon,
} from './icons';
export type { IconProps } from './icons';
