export { TabBar } from './tab-bar';
export type { TabBarProps, TabBarTab } from './tab-bar';
