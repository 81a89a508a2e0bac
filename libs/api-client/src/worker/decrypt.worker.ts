/** The decrypt worker: answers each {@link DecryptRequest} (see `createWorkerDecryptor`). */
import { answerDecryptRequest, type DecryptRequest } from '../lib/image/decrypt-protocol';

self.addEventListener('message', (event: MessageEvent<DecryptRequest>) => {
  const { reply, transfer } = answerDecryptRequest(event.data);
  self.postMessage(reply, { transfer });
});
