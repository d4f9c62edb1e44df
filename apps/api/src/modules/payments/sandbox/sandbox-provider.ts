import type { Db } from '../../../db/client';
import type { PaymentProvider } from '../provider';
import { sandboxBoletoCharge } from './boleto-charge';
import { sandboxBoletoPdf } from './boleto-document';
import { sandboxCancelUnpaid } from './cancel-unpaid';
import { sandboxCardCharge } from './card-charge';
import type { SandboxKeys } from './card-keys';
import { sandboxParseNotification } from './notifications';
import { sandboxFindByReference, sandboxGetOrder } from './order-reads';
import { sandboxPixCharge } from './pix-charge';
import { sandboxPayDue, sandboxPayNow } from './sandbox-payments';
import { sandboxRefund } from './sandbox-refund';

/** What only the sandbox can do: draw its boletos, and pay a PIX or boleto on request. */
export interface SandboxControls {
  boletoPdf(providerOrderId: string): Promise<Buffer>;
  /** Pays this waiting PIX or boleto now and notifies as PagBank would; false if it can't be. */
  payNow(providerOrderId: string): Promise<boolean>;
  /** Pays every waiting PIX or boleto whose automatic payment time has come. */
  payDue(): Promise<number>;
}

export interface SandboxOptions {
  db: Db;
  /** Its RSA key pair and its "PagBank token" (signs notifications), loaded when first needed. */
  keys: () => Promise<SandboxKeys>;
  token: () => Promise<string>;
  /** Delivers a notification (our app posts it to its own webhook). */
  notify: (url: string, rawBody: string, headers: Record<string, string>) => Promise<void>;
  /** A waiting PIX or boleto pays itself after this long; 0 = only with payNow. */
  autoPayMs: number;
  clock?: () => Date;
}

/**
 * The built-in payment service: offline, and PagBank on every point of PAYMENTS.md — order JSON
 * of the same shape (validated with the PagBank schema before it is stored), the test cards'
 * outcomes, a real BR Code, a FEBRABAN boleto with its PDF, notifications with a valid
 * x-authenticity-token. Its orders live in `sandbox_orders`, so they survive restarts. Each
 * use case is its own file, given its dependencies.
 */
export function createSandboxProvider(options: SandboxOptions): {
  provider: PaymentProvider;
  controls: SandboxControls;
} {
  const { db, keys, token, notify, autoPayMs, clock = () => new Date() } = options;
  const deps = { db, clock };
  const pay = sandboxPayNow({ ...deps, token, notify });

  const provider: PaymentProvider = {
    name: 'sandbox',
    getPublicKey: async () => (await keys()).publicKey,
    createCardCharge: sandboxCardCharge({ ...deps, autoPayMs, keys }),
    createPix: sandboxPixCharge({ ...deps, autoPayMs }),
    createBoleto: sandboxBoletoCharge({ ...deps, autoPayMs }),
    getOrder: sandboxGetOrder(deps),
    refund: sandboxRefund(deps),
    cancelUnpaid: sandboxCancelUnpaid(deps),
    findByReference: sandboxFindByReference(deps),
    parseNotification: sandboxParseNotification({ token }),
  };

  const controls: SandboxControls = {
    boletoPdf: sandboxBoletoPdf(deps),
    payNow: (providerOrderId) => pay(providerOrderId),
    payDue: sandboxPayDue(deps, pay),
  };

  return { provider, controls };
}
