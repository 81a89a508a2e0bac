export { NavBar } from './nav-bar';
export type { NavBarProps } from './nav-bar';
