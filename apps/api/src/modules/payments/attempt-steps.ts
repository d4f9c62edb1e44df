import type { Db } from '../../db/client';
import type { PaymentTokens } from '../botcheck';
import type { CouponsService, OrdersService } from '../checkout';
import {
  botTokenSpender,
  claimAttempt,
  previousAttempt,
  type ClaimAttempt,
  type PreviousAttempt,
} from './claim-attempt';
import type { PaymentProvider } from './provider';
import {
  chargeInputFor,
  providerFailure,
  type ChargeInputOf,
  type ProviderFailed,
} from './provider-charge';

/** The steps every way of paying takes before and around its call to the provider. */
export interface AttemptSteps {
  previousAttempt: PreviousAttempt;
  spendBotToken: (token: string) => Promise<void>;
  claim: ClaimAttempt;
  chargeInput: ChargeInputOf;
  providerFailed: ProviderFailed;
}

export function createAttemptSteps({
  db,
  provider,
  orders,
  coupons,
  paymentTokens,
  notificationUrl,
  clock,
}: {
  db: Db;
  provider: PaymentProvider;
  orders: OrdersService;
  coupons: CouponsService;
  paymentTokens: PaymentTokens;
  notificationUrl: string | null;
  clock: () => Date;
}): AttemptSteps {
  return {
    previousAttempt: previousAttempt(db),
    spendBotToken: botTokenSpender(paymentTokens),
    claim: claimAttempt({ db, provider, orders, coupons, clock }),
    chargeInput: chargeInputFor(notificationUrl),
    providerFailed: providerFailure({ db, clock }),
  };
}
