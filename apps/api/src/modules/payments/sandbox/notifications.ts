import { verifyAuthenticity } from '../pagbank/authenticity';
import { toProviderOrder } from '../pagbank/order-json';
import type { ProviderOrder } from '../provider';

/** A notification verified with the sandbox's token, as PagBank's; null when forged or not JSON. */
export function sandboxParseNotification({ token }: { token: () => Promise<string> }) {
  return async function parseNotification(
    rawBody: string,
    header: string | undefined,
  ): Promise<ProviderOrder | null> {
    if (!verifyAuthenticity(await token(), rawBody, header)) return null;
    try {
      return toProviderOrder(JSON.parse(rawBody));
    } catch {
      return null;
    }
  };
}
