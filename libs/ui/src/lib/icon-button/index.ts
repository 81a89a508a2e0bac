export { IconButton } from './icon-button';
export type { IconButtonProps } from './icon-button';
