export { NoticeDialog } from './notice-dialog';
export type { NoticeDialogProps } from './notice-dialog';
export { sanitizeNoticeHtml } from './sanitize-notice-html';
