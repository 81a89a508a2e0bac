import type { Notice } from '@video/domain';
import * as v from 'valibot';
import { apiDate, id, jsonObject, text } from './fields';

/** `NoticeJson` of the contract mapped to {@link Notice}; `content` stays untrusted HTML. */
export const noticeSchema: v.GenericSchema<unknown, Notice> = v.pipe(
  jsonObject({ id, title: text, content: text, updated_at: apiDate }),
  v.transform((json): Notice => ({
    id: json.id,
    title: json.title,
    content: json.content,
    updatedAt: json.updated_at,
  })),
);
