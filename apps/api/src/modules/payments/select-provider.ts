import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { appMetaStore, lazily, loadOrCreateSecret } from '../../db/app-secrets';
import { createPagBankProvider } from './pagbank/pagbank-provider';
import type { PaymentProvider } from './provider';
import { loadOrCreateSandboxKeys } from './sandbox/card-keys';
import { createSandboxProvider, type SandboxControls } from './sandbox/sandbox-provider';

const SANDBOX_TOKEN_KEY = 'payments.sandbox.token';

/** PAYMENT_PROVIDER: PagBank's Orders API, or the built-in sandbox (the default, offline). */
export function selectPaymentProvider({
  config,
  db,
  notify,
  clock,
}: {
  config: AppConfig;
  db: Db;
  notify: (url: string, rawBody: string, headers: Record<string, string>) => Promise<void>;
  clock?: () => Date;
}): { provider: PaymentProvider; sandbox: SandboxControls | null } {
  if (config.payments.provider === 'pagbank') {
    return {
      provider: createPagBankProvider({
        token: config.payments.pagbankToken ?? '',
        env: config.payments.pagbankEnv,
      }),
      sandbox: null,
    };
  }
  const store = appMetaStore(db);
  const { provider, controls } = createSandboxProvider({
    db,
    keys: lazily(() => loadOrCreateSandboxKeys(store)),
    token: lazily(() => loadOrCreateSecret(store, SANDBOX_TOKEN_KEY)),
    notify,
    autoPayMs: config.payments.sandboxAutoPayMs,
    ...(clock ? { clock } : {}),
  });
  return { provider, sandbox: controls };
}
