import { decryptImage, type ImageCipherConfig } from './cipher';

/** A job posted to the decrypt worker; `data`'s buffer is transferred. */
export interface DecryptRequest {
  readonly id: number;
  readonly cipher: ImageCipherConfig;
  readonly data: Uint8Array;
}

/** The worker's answer to the request of the same `id`. */
export type DecryptReply =
  | { readonly id: number; readonly ok: true; readonly data: Uint8Array }
  | { readonly id: number; readonly ok: false; readonly message: string };

/** What the worker does with one request: the reply, and the buffers to transfer back. */
export function answerDecryptRequest(request: DecryptRequest): {
  reply: DecryptReply;
  transfer: ArrayBuffer[];
} {
  try {
    const data = decryptImage(request.cipher, request.data);
    return { reply: { id: request.id, ok: true, data }, transfer: [data.buffer as ArrayBuffer] };
  } catch (error) {
    return { reply: { id: request.id, ok: false, message: String(error) }, transfer: [] };
  }
}
