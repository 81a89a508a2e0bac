export { format, messages } from './lib/messages';
export type { MessageKey, MessageParams } from './lib/messages';
