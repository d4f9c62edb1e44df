import { createStaticPix, hasError } from 'pix-utils';
import QRCode from 'qrcode';

/**
 * The sandbox's PIX charge: a real BR Code (PAYMENTS.md "PIX BR Code") built by pix-utils, with
 * a valid CRC, the amount and a txid derived from our order id, and its QR image.
 *
 * PagBank answers a dynamic code (field 26 with a `25` URL that the payer's bank fetches a signed
 * payload from). An offline sandbox has no such URL to offer, and pix-utils' dynamic codes carry
 * neither amount nor txid, so the sandbox answers a static code with both: any PIX reader shows
 * the right amount and reference.
 */

export interface PixChargeInput {
  /** The receiving PIX key (e-mail, phone, CPF/CNPJ or random key), at most 77 characters. */
  pixKey: string;
  merchantName: string;
  merchantCity: string;
  /** 1–25 letters and digits; see pixTxidFor. */
  txid: string;
  amountCents: number;
}

/** BR Code limits: name ≤ 25, city ≤ 15 characters, written without accents in capitals. */
const NAME_MAX = 25;
const CITY_MAX = 15;
const PIX_KEY_MAX = 77;
const TXID = /^[A-Za-z0-9]{1,25}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function brCodeText(value: string, max: number): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim();
}

/** The BR Code text (PagBank's `qr_codes[].text`). Throws RangeError on impossible input. */
export function buildPixCharge(input: PixChargeInput): { text: string } {
  const { pixKey, txid, amountCents } = input;
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
    throw new RangeError(`PIX amount must be a positive number of cents: ${amountCents}`);
  }
  if (!TXID.test(txid)) throw new RangeError(`PIX txid must be 1–25 letters or digits: ${txid}`);
  if (pixKey.trim() === '' || pixKey.length > PIX_KEY_MAX) {
    throw new RangeError('PIX key must have 1–77 characters');
  }
  const merchantName = brCodeText(input.merchantName, NAME_MAX);
  const merchantCity = brCodeText(input.merchantCity, CITY_MAX);
  if (merchantName === '' || merchantCity === '') {
    throw new RangeError('PIX merchant name and city are required');
  }

  const pix = createStaticPix({
    merchantName,
    merchantCity,
    pixKey,
    txid,
    // pix-utils writes field 54 with toFixed(2): exact for any whole number of cents.
    transactionAmount: amountCents / 100,
  });
  if (hasError(pix)) throw new RangeError(`pix-utils refused the charge: ${pix.message}`);
  return { text: pix.toBRCode() };
}

/**
 * The txid of a PIX charge from its payment attempt's id (never the order's: the code is shown
 * and shared, and gives no hold on the order): a UUID written in base 36 (25 characters, no
 * information lost, so every attempt has its own txid); any other id with only its letters and
 * digits kept, which must then fit in 25 characters.
 */
export function pixTxidFor(paymentId: string): string {
  if (UUID.test(paymentId)) {
    return BigInt(`0x${paymentId.replace(/-/g, '')}`)
      .toString(36)
      .padStart(25, '0');
  }
  const txid = paymentId.replace(/[^A-Za-z0-9]/g, '');
  if (!TXID.test(txid)) throw new RangeError(`No PIX txid fits payment id ${paymentId}`);
  return txid;
}

/** The QR image of a BR Code (PagBank's QRCODE.PNG link), 300 × 300 pixels. */
export function pixQrPng(text: string): Promise<Buffer> {
  return QRCode.toBuffer(text, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 2,
    width: 300,
  });
}
