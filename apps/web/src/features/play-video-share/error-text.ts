import { isApiError } from '@video/api-client';
import { format } from '@video/domain';

/** The Chinese message of a failed call: the api-client's, else the network error. */
export function errorText(error: unknown): string {
  return isApiError(error) ? error.message : format('network.error');
}
