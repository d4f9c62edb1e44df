import {
  CARD_ERRORS,
  cardPlainText,
  splitExpiry,
  type CardErrorCode,
} from '@bilheteria/domain/card-encryption';
import { PAYMENT_MESSAGES } from '@bilheteria/domain/payment-contract';
import type * as JSEncryptSdk from 'jsencrypt';

/**
 * The card encrypted in the browser the way PagBank's SDK does it (PAYMENTS.md "Card
 * encryption"): the SDK text of `cardPlainText`, RSA PKCS#1 v1.5 with the provider's public key
 * (base64 DER SubjectPublicKeyInfo) by jsencrypt, base64 out. The card number never leaves the
 * page in clear.
 */

/** Spec §8 texts of encryption failures that the payment contract does not carry. */
export const CARD_ENCRYPTION_MESSAGES = {
  /** 'Erro ao criptografar cartão: ' + the SDK's errors joined, or 'Verifique os dados.'. */
  errorPrefix: 'Erro ao criptografar cartão: ',
  checkTheData: 'Verifique os dados.',
  /** The encryption library itself could not be loaded. */
  sdkNotLoaded: 'SDK do PagBank não carregado. Tente novamente.',
} as const;

/** What the card form holds (spec §3 "Card form"). */
export interface CardFormData {
  cardName: string;
  /** As typed, grouped by 4 ('4539 6206 5992 2097'). */
  cardNumber: string;
  /** 'MM/AA'. */
  expiryDate: string;
  cvv: string;
}

export type CardEncryption = { encrypted: string } | { error: string };

/** 'Erro ao criptografar cartão: Número do cartão inválido, Código de segurança inválido'. */
export function cardErrorMessage(codes: readonly CardErrorCode[]): string {
  const details = codes.map((code) => CARD_ERRORS[code]).join(', ');
  return CARD_ENCRYPTION_MESSAGES.errorPrefix + (details || CARD_ENCRYPTION_MESSAGES.checkTheData);
}

/**
 * A PKCS#1 ciphertext is as long as the modulus (256 bytes for RSA-2048); jsencrypt drops its
 * leading zero bytes (one time in 256), so they are put back.
 */
function padCipher(base64: string, size: number): string {
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  if (bytes.length >= size) return base64;
  const padded = new Uint8Array(size);
  padded.set(bytes, size - bytes.length);
  return btoa(String.fromCharCode(...padded));
}

type JSEncryptModule = typeof JSEncryptSdk;

/** jsencrypt loads with the first card payment, not with the checkout page. */
export function loadCardSdk(): Promise<JSEncryptModule> {
  return import('jsencrypt');
}

/**
 * Encrypts the card with the public key, or says why not in the spec's words (§8): a missing
 * key, the SDK's validation errors, a key that is not an RSA public key, a library that did
 * not load, an encryption that gave nothing.
 */
export async function encryptCard(
  card: CardFormData,
  publicKey: string | null | undefined,
  {
    now = new Date(),
    loadSdk = loadCardSdk,
  }: { now?: Date; loadSdk?: () => Promise<JSEncryptModule> } = {},
): Promise<CardEncryption> {
  // Without a key jsencrypt would quietly make up one of its own.
  if (!publicKey?.trim()) return { error: PAYMENT_MESSAGES.publicKeyMissing };

  const { expMonth, expYear } = splitExpiry(card.expiryDate);
  const plain = cardPlainText(
    {
      number: card.cardNumber,
      securityCode: card.cvv,
      expMonth,
      expYear,
      holder: card.cardName,
      timestampMs: now.getTime(),
    },
    now,
  );
  if ('errors' in plain) return { error: cardErrorMessage(plain.errors) };

  let sdk: JSEncryptModule;
  try {
    sdk = await loadSdk();
  } catch {
    return { error: CARD_ENCRYPTION_MESSAGES.sdkNotLoaded };
  }
  const encryptor = new sdk.JSEncrypt();
  encryptor.setPublicKey(publicKey.trim());
  // A key jsencrypt could not read has no modulus.
  const modulus = (encryptor.getKey() as unknown as { n?: { bitLength(): number } }).n;
  if (!modulus || modulus.bitLength() < 1024) {
    return { error: cardErrorMessage(['INVALID_PUBLIC_KEY']) };
  }
  const encrypted = encryptor.encrypt(plain.text);
  if (!encrypted) return { error: PAYMENT_MESSAGES.encryptionFailed };
  return { encrypted: padCipher(encrypted, Math.ceil(modulus.bitLength() / 8)) };
}
