export { NoticeTicker } from './notice-ticker';
export type { NoticeTickerProps } from './notice-ticker';
