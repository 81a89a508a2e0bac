export { PillLink } from './pill-link';
export type { PillLinkProps } from './pill-link';
