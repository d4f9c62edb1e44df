import { PaymentProviderError, type ProviderOrder } from '../provider';
import { verifyAuthenticity } from './authenticity';
import { toProviderOrder } from './order-json';

const BAD_NOTIFICATION_MESSAGE = 'Notificação do PagBank em formato inesperado.';

/** A notification verified with our token (`x-authenticity-token`); null when forged. */
export function pagBankParseNotification({ token }: { token: string }) {
  return async function parseNotification(
    rawBody: string,
    authenticityToken: string | undefined,
  ): Promise<ProviderOrder | null> {
    if (!verifyAuthenticity(token, rawBody, authenticityToken)) return null;
    try {
      return toProviderOrder(JSON.parse(rawBody));
    } catch {
      // Signed by PagBank yet not an order: nothing to act on, and not a forgery either.
      throw new PaymentProviderError('invalid', BAD_NOTIFICATION_MESSAGE);
    }
  };
}
