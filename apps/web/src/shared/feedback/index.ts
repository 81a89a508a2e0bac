export { FeedbackDialog } from './feedback-dialog';
export type { FeedbackDialogProps } from './feedback-dialog';
