import type { DemoAccount } from '@bilheteria/domain/auth-contract';
import { ORGANIZATION_ROLE_LABELS } from '@bilheteria/domain/organization-roles';
import { ROLE_LABELS } from '@bilheteria/domain/roles';
import { KeyRound } from 'lucide-react';

/**
 * Who a demo account is: a member by their role in the organization ('Dono — Instituto…',
 * issue 28), anyone else by their role ('Operador da plataforma', 'Afiliado').
 */
export function demoAccountLabel(account: DemoAccount): string {
  if (account.papel) {
    const role = ORGANIZATION_ROLE_LABELS[account.papel];
    return account.organizacao ? `${role} — ${account.organizacao}` : role;
  }
  return ROLE_LABELS[account.role];
}

/**
 * Spec §2: the demo-accounts box. One button per account (the operator, a member of each role
 * in the demo organizations, a regular user, an affiliate) fills the login form in; it is shown
 * only when the server runs in demo mode. Two columns from tablets up keep it short.
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
      className="rounded-xl border border-brand-100 bg-brand-50/70 p-3 sm:p-4"
    >
      <h2 id="contas-demo" className="flex items-center gap-2 text-sm font-semibold text-brand-900">
        <KeyRound aria-hidden className="size-4" />
        Contas de demonstração
      </h2>
      <p className="mt-1 text-sm text-slate-700">Escolha um perfil para preencher o login.</p>
      <ul className="mt-3 grid gap-1.5 sm:grid-cols-2">
        {accounts.map((account) => {
          const label = demoAccountLabel(account);
          return (
            <li key={account.email} className="min-w-0">
              <button
                type="button"
                title={label}
                onClick={() => onPick(account)}
                className="flex w-full min-w-0 flex-col rounded-lg border border-slate-200 bg-white px-3 py-1.5 text-left transition-colors hover:border-brand-600 hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              >
                <span className="truncate text-sm font-semibold text-slate-900">{label}</span>
                <span className="truncate text-xs text-slate-600">
                  {account.email} · senha {account.password}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
