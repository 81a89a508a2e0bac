import type { EnvelopeJson } from '../wire-types';

/** The `msg` of a successful reply. */
export const SUCCESS_MSG = '成功';

/** `{ code, msg, rescont }` around `rescont`; `code` mirrors the HTTP status. */
export function envelope<T>(rescont: T, msg = SUCCESS_MSG, code = 200): EnvelopeJson<T> {
  return { code, msg, rescont };
}

/** The Chinese message of an error status when the server has nothing more specific. */
export function statusMessage(status: number): string {
  if (status === 401) return '登录已失效，请重新登录';
  if (status === 403) return '禁止访问';
  if (status === 429) return '请求过于频繁，请稍后再试';
  if (status === 404) return '接口不存在';
  if (status >= 500) return '服务器错误，请稍后重试';
  return '请求错误';
}
