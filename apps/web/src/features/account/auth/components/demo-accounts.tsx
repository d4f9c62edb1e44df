import type { DemoAccount } from '@bilheteria/domain/auth-contract';
import { ROLE_LABELS } from '@bilheteria/domain/roles';
import { KeyRound } from 'lucide-react';

/**
 * Spec §2: the demo-accounts box. One button per profile (admin, regular user, affiliate) fills
 * the login form in; it is shown only when the server runs in demo mode.
 */
export function DemoAccounts({
  accounts,
  onPick,
}: {
  accounts: DemoAccount[];
  onPick: (account: DemoAccount) => void;
}) {
  if (accounts.length === 0) return null;
  return (
    <section
      aria-labelledby="contas-demo"
      className="rounded-xl border border-brand-100 bg-brand-50/70 p-4 sm:p-5"
    >
      <h2 id="contas-demo" className="flex items-center gap-2 text-sm font-semibold text-brand-900">
        <KeyRound aria-hidden className="size-4" />
        Contas de demonstração
      </h2>
      <p className="mt-1 text-sm text-slate-700">Escolha um perfil para preencher o login.</p>
      <ul className="mt-3 grid gap-2">
        {accounts.map((account) => (
          <li key={account.email}>
            <button
              type="button"
              onClick={() => onPick(account)}
              className="flex w-full flex-col gap-0.5 rounded-lg border border-slate-200 bg-white px-3 py-2 text-left transition-colors hover:border-brand-600 hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              <span className="text-sm font-semibold text-slate-900">
                {ROLE_LABELS[account.role]}
              </span>
              <span className="text-xs text-slate-600">
                <span className="block sm:inline">{account.email}</span>
                <span aria-hidden className="hidden sm:inline">
                  {' · '}
                </span>
                <span className="block sm:inline">senha {account.password}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
