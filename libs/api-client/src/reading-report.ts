// Which lenient rules of the decoders a reply needed, for tools that check a backend against the
// contract (`npm run check-backend`). An entry of its own: the app never imports it, so none of
// it reaches a browser bundle.
export {
  envelopeNotes,
  LENIENT_RULES,
  readingNotes,
  REPLY_SHAPE_NAMES,
} from './lib/schemas/reading-report';
export type { LenientRule, ReadingNote, ReplyShape } from './lib/schemas/reading-report';
