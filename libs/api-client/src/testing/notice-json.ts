/** A system notice; `content` is untrusted HTML. */
export interface NoticeJson {
  id: number;
  title: string;
  content: string;
  updated_at: string;
}

/** A valid {@link NoticeJson}; defaults derive from `overrides.id` (default 1). */
export function createNoticeJson(overrides: Partial<NoticeJson> = {}): NoticeJson {
  const id = overrides.id ?? 1;
  return {
    id,
    title: `公告 ${id}`,
    content: '<p>欢迎使用，<b>每日更新</b>。</p>',
    updated_at: '2026-10-30 09:00:00',
    ...overrides,
  };
}
