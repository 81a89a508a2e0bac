/** A reply the reference server gives on purpose: an HTTP status and its Chinese message. */
export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 421 | 429 | 500,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** 400 for a missing or unreadable parameter. */
export function badParam(name: string): ApiError {
  return new ApiError(400, `参数错误：${name}`);
}

/** 404 for an id or name that does not exist. */
export function notFound(what: string): ApiError {
  return new ApiError(404, `${what}不存在`);
}
