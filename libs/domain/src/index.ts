export { format, messages } from './lib/messages';
export type { MessageKey, MessageParams } from './lib/messages';
export type {
  Ad,
  Category,
  EncryptedImage,
  Favourite,
  FavouriteUser,
  HistoryEntry,
  HomeBlock,
  HotSearchGroup,
  ListQuery,
  Notice,
  Page,
  RankPeriod,
  SortOrder,
  Tag,
  Video,
  XbbBonus,
} from './lib/entities';
