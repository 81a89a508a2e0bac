// Sharing from the players: the page's address, the share sheet, and 嵌入 (the <iframe> code).
export { copyText } from './copy-text';
export { ShareButton } from './share-button';
export type { ShareButtonProps } from './share-button';
export { shareOptions } from './share-options';
export type { ShareOptions } from './share-options';
export { isShareDismissed, webShare } from './web-share';
