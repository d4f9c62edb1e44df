import type { ReactNode } from 'react';
import type { SessionOrganization } from '@bilheteria/domain/organization-contract';
import { OrganizationNav } from './organization-nav';
import { OrganizationSwitcher } from './organization-switcher';

/** The top of the organization's dashboard pages: title, switcher and the pages' links. */
export function OrganizationPageHeader({
  title,
  description,
  organization,
  actions,
}: {
  title: string;
  description?: ReactNode;
  organization: SessionOrganization;
  actions?: ReactNode;
}) {
  return (
    <header className="flex flex-col gap-4 border-b border-slate-200 pb-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-medium text-brand-700">Dashboard</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
          {description && <p className="mt-2 text-slate-700">{description}</p>}
        </div>
        <OrganizationSwitcher />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <OrganizationNav role={organization.papel} />
        {actions}
      </div>
    </header>
  );
}

/** A signed-in 'admin' without an active organization (should not happen; said plainly). */
export function NoOrganization({ message }: { message: string }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-12">
      <p role="status" className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700">
        {message}
      </p>
    </section>
  );
}
