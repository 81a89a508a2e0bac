import type { Notice, Page } from '@video/domain';
import type { DecodedRequest, PageArgs } from '../api-request';
import { decodeNoticePage } from '../schemas/decoders';

/** `GET /api/sysnotice?page`: a page of the system notices. */
export const noticesRequest = ({ page }: PageArgs): DecodedRequest<Page<Notice>, 'own'> => ({
  api: 'own',
  url: '/api/sysnotice',
  params: { page },
  decode: decodeNoticePage,
});
