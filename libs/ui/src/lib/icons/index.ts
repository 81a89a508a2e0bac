export { BackIcon, BrokenImageIcon, CloseIcon, EmptyBoxIcon, ErrorIcon, SearchIcon } from './icons';
export type { IconProps } from './icons';
