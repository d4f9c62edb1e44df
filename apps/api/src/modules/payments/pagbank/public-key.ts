import { PaymentProviderError } from '../provider';
import { pagBankPublicKeySchema } from './order-json';
import { UNEXPECTED_ANSWER_MESSAGE, type PagBankClient } from './pagbank-http';

/** The store's card-encryption key (`POST /public-keys`), asked once and then remembered. */
export function pagBankPublicKey({ client }: { client: PagBankClient }) {
  let publicKey: Promise<string> | null = null;

  async function fetchPublicKey(): Promise<string> {
    const json = await client.call('POST', '/public-keys', { type: 'card' });
    const parsed = pagBankPublicKeySchema.safeParse(json);
    if (!parsed.success) throw new PaymentProviderError('unavailable', UNEXPECTED_ANSWER_MESSAGE);
    return parsed.data.public_key;
  }

  return function getPublicKey(): Promise<string> {
    if (!publicKey) {
      publicKey = fetchPublicKey();
      // A failure is not remembered: the next call asks PagBank again.
      publicKey.catch(() => {
        publicKey = null;
      });
    }
    return publicKey;
  };
}
